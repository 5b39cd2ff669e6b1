// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import french from '../i18n/catalogues/fr_FR.json';
import { ShopIntlProvider } from '../i18n/shop-intl.tsx';
import { AddressFieldGroup } from './address-field-group.tsx';
import { addressFieldValidators, addressFormValues } from './address-fields.ts';
import { useForm } from './use-form.ts';

afterEach(cleanup);

/** The group inside a form of its own, submitted by a button, as both callers do. */
function Form({ withEmail, withCompany }: { withEmail: boolean; withCompany: boolean }) {
  const form = useForm({ ...addressFormValues(null) }, addressFieldValidators(withEmail));
  return (
    <form {...form.formProps} onSubmit={(event) => (event.preventDefault(), form.validate())}>
      <AddressFieldGroup form={form} withEmail={withEmail} withCompany={withCompany} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

const renderForm = (withEmail: boolean, withCompany: boolean) =>
  render(
    <ShopIntlProvider locale="fr_FR" messages={french}>
      <Form withEmail={withEmail} withCompany={withCompany} />
    </ShopIntlProvider>,
  );
const names = () => screen.getAllByRole('textbox').map((input) => input.getAttribute('name'));

describe('the one address field group', () => {
  it('gives the address book a company and no e-mail, the checkout the other way round', () => {
    renderForm(false, true);
    expect(names()).toEqual([
      'firstname',
      'lastname',
      'company',
      'street1',
      'street2',
      'postcode',
      'city',
      'telephone',
    ]);
    expect(screen.getByRole('textbox', { name: 'Société Facultatif' })).toBeDefined();
    cleanup();
    renderForm(true, false);
    expect(names()[0]).toBe('email');
    expect(names()).not.toContain('company');
  });

  it('shows the same French messages, tied to their fields, in both', () => {
    renderForm(false, true);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    const postcode = screen.getByRole('textbox', { name: 'Code postal' });
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: 'Société Facultatif' }).getAttribute('aria-invalid'),
    ).not.toBe('true');
    expect(screen.getByText('Pays')).toBeDefined();
    expect(screen.getByText('France')).toBeDefined();
  });
});
