import type { Address } from '@vitrine/checkout-machine';
import { pickupAddress, preselectedShop } from '@vitrine/checkout-machine';
import { PICKUP_SEARCH_RADIUS_KM } from '@vitrine/graphql-client';
import type { PickupLocation } from '@vitrine/graphql-client';
import { Button, Field, TextInput } from '@vitrine/ui';
import type { MessageDescriptor } from '@vitrine/validation';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { addressFieldValidators } from '../../forms/address-fields.ts';
import { addressFieldMessages as fieldMessages } from '../../forms/address.messages.ts';
import layout from '../../forms/form-layout.module.css';
import { describeCommerceError } from '../../forms/server-messages.ts';
import { useForm } from '../../forms/use-form.ts';
import { useIntl } from '../../i18n/shop-intl.tsx';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { ChoiceList } from './choice-list.tsx';
import { checkoutMessages } from './checkout.messages.ts';
import styles from './checkout.module.css';
import { pickupMessages } from './pickup.messages.ts';
import { foldedShops } from './pickup-view.ts';
import pickupStyles from './pickup.module.css';

type ContactField = 'email' | 'firstname' | 'lastname' | 'telephone';

/** A place search's outcome: the shops near it, or why there are none. */
type Search =
  | { readonly status: 'idle' }
  | { readonly status: 'searching' }
  | { readonly status: 'found'; readonly place: string; readonly shops: readonly PickupLocation[] }
  | { readonly status: 'failed'; readonly message: MessageDescriptor };

/**
 * "Retrait en boutique": the shopper picks a shop (all of them by name, or those near a postcode
 * or town, nearest first; the shop chosen before or the favourite store preselected) and says who
 * collects the order. The shipping address sent is the shop's, with its pickup code (Magento MSI).
 */
export function PickupForm({
  runtime,
  shops,
  favourite,
  initial,
  withEmail,
  busy,
  before,
  onSubmit,
}: {
  runtime: ShopRuntime;
  shops: readonly PickupLocation[];
  /** The favourite store's identifier (its pickup location code), when one is stored. */
  favourite: string | null;
  /** The address given before: its shop preselected (a pickup), its name and phone prefilled. */
  initial: Address | null;
  withEmail: boolean;
  busy: boolean;
  /** Content above the shops (the choice between delivery and pickup). */
  before?: ReactNode;
  onSubmit: (address: Address) => void;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(
    () => preselectedShop(shops, initial?.pickup_location_code, favourite)?.code ?? null,
  );
  const [missing, setMissing] = useState(false);
  const [place, setPlace] = useState('');
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  // A long list shows its first shops; the rest on demand, focus on the first one revealed.
  const [expanded, setExpanded] = useState(false);
  const revealFrom = useRef<string | null>(null);
  useEffect(() => {
    const code = revealFrom.current;
    if (!expanded || code === null) return;
    revealFrom.current = null;
    document
      .querySelector<HTMLInputElement>(`input[name="pickup-shop"][value="${CSS.escape(code)}"]`)
      ?.focus();
  }, [expanded]);
  const rules = addressFieldValidators(withEmail);
  const form = useForm<ContactField>(
    {
      email: initial?.email ?? '',
      firstname: initial?.firstname ?? '',
      lastname: initial?.lastname ?? '',
      telephone: initial?.telephone ?? '',
    },
    {
      email: rules.email,
      firstname: rules.firstname,
      lastname: rules.lastname,
      telephone: rules.telephone,
    },
    { checkOn: 'leave' },
  );

  const runSearch = async () => {
    const term = place.trim();
    if (term === '') {
      setSearch({ status: 'idle' });
      return;
    }
    setSearch({ status: 'searching' });
    const result = await runtime.commerce.getPickupLocations({ place: term });
    setExpanded(false);
    setSearch(
      result.ok
        ? { status: 'found', place: term, shops: result.locations }
        : { status: 'failed', message: describeCommerceError(result.error) },
    );
  };
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the search box searches; it does not send the whole step.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void runSearch();
  };

  // The favourite first in the full list: the shop the shopper most likely wants is at the top.
  const listed =
    search.status === 'found'
      ? search.shops
      : [...shops].sort((a, b) => Number(b.code === favourite) - Number(a.code === favourite));
  const chosenShop = shops.find((shop) => shop.code === chosen) ?? null;
  const { shown, folded } = foldedShops(listed, chosen, expanded);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const contactValid = form.validate();
    if (!chosenShop) {
      setMissing(true);
      return;
    }
    if (!contactValid) return;
    const values = form.values as Record<ContactField, string>;
    onSubmit(
      pickupAddress(chosenShop, {
        firstname: values.firstname,
        lastname: values.lastname,
        telephone: values.telephone,
        ...(withEmail ? { email: values.email.trim() } : {}),
      }),
    );
  };

  const field = (
    name: ContactField,
    extra: { type?: string; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <Field id={`pickup-${name}`} label={fieldMessages[name]} error={form.errors[name] ?? null}>
      <TextInput
        {...form.text(name)}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        autoComplete={name === 'email' ? 'email' : AUTOCOMPLETE[name]}
      />
    </Field>
  );

  return (
    <form {...form.formProps} className={layout.form} onSubmit={submit}>
      {before}
      <div className={pickupStyles.search} role="search">
        <Field id="pickup-place" label={pickupMessages.searchLabel} optional>
          <TextInput
            value={place}
            onChange={(event) => setPlace(event.target.value)}
            onKeyDown={onSearchKey}
            autoComplete="postal-code"
          />
        </Field>
        <Button type="button" busy={search.status === 'searching'} onClick={() => void runSearch()}>
          {intl.formatMessage(
            search.status === 'searching' ? pickupMessages.searching : pickupMessages.search,
          )}
        </Button>
      </div>
      <div aria-live="polite" className={pickupStyles.outcome}>
        {search.status === 'found' ? (
          <p>
            {intl.formatMessage(
              search.shops.length > 0 ? pickupMessages.nearPlace : pickupMessages.noneNear,
              { place: search.place, radius: PICKUP_SEARCH_RADIUS_KM },
            )}{' '}
            <button
              type="button"
              className={pickupStyles.showAll}
              onClick={() => {
                setSearch({ status: 'idle' });
                setExpanded(false);
              }}
            >
              {intl.formatMessage(pickupMessages.showAll)}
            </button>
          </p>
        ) : search.status === 'failed' ? (
          <p role="alert">{intl.formatMessage(search.message)}</p>
        ) : null}
      </div>
      {listed.length > 0 ? (
        <ChoiceList
          legend={intl.formatMessage(pickupMessages.shops)}
          name="pickup-shop"
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            setMissing(false);
          }}
          error={missing ? pickupMessages.shopRequired : null}
          choices={shown.map((shop) => ({
            value: shop.code,
            title: shop.name,
            hint: `${shop.street}, ${shop.postcode} ${shop.city}`,
            aside:
              shop.code === favourite ? (
                <span className={styles.badge}>{intl.formatMessage(pickupMessages.favourite)}</span>
              ) : null,
          }))}
        />
      ) : null}
      {folded > 0 ? (
        <button
          type="button"
          className={pickupStyles.showMore}
          onClick={() => {
            revealFrom.current = listed.find((shop) => !shown.includes(shop))?.code ?? null;
            setExpanded(true);
          }}
        >
          {intl.formatMessage(pickupMessages.showMore, { count: folded })}
        </button>
      ) : null}
      <fieldset className={pickupStyles.contact}>
        <legend>{intl.formatMessage(pickupMessages.contact)}</legend>
        <p className={styles.muted}>{intl.formatMessage(pickupMessages.contactHint)}</p>
        {withEmail ? field('email', { type: 'email', inputMode: 'email' }) : null}
        <div className={layout.row}>
          {field('firstname')}
          {field('lastname')}
        </div>
        {field('telephone', { type: 'tel', inputMode: 'tel' })}
      </fieldset>
      <div className={layout.actions}>
        <Button type="submit" priority="high" busy={busy} disabled={busy}>
          {intl.formatMessage(busy ? checkoutMessages.saving : checkoutMessages.continueToMethod)}
        </Button>
      </div>
    </form>
  );
}

const AUTOCOMPLETE: Record<Exclude<ContactField, 'email'>, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  telephone: 'tel',
};
