// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import french from '../../i18n/catalogues/fr_FR.json';
import { ShopIntlProvider } from '../../i18n/shop-intl.tsx';
import { AddressForm } from './address-form.tsx';
import { CardForm, useCardForm } from './card-form.tsx';
import { checkoutMessages } from './checkout.messages.ts';
import { ThreeDSDialog } from './three-ds-dialog.tsx';

afterEach(cleanup);

const inFrench = (children: ReactNode) => (
  <ShopIntlProvider locale="fr_FR" messages={french}>
    {children}
  </ShopIntlProvider>
);
const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the address form', () => {
  function renderForm(onSubmit = vi.fn()) {
    render(
      inFrench(
        <AddressForm
          idPrefix="shipping"
          section="shipping"
          initial={null}
          withEmail
          busy={false}
          submitLabel={checkoutMessages.continueToMethod}
          onSubmit={onSubmit}
        />,
      ),
    );
    return onSubmit;
  }

  it('labels every field and marks the optional one', () => {
    renderForm();
    for (const name of ['Adresse e-mail', 'Prénom', 'Nom', 'Adresse', 'Code postal', 'Ville']) {
      expect(field(name).getAttribute('required')).not.toBeNull();
    }
    expect(field('Complément d’adresse Facultatif').getAttribute('required')).toBeNull();
    expect(screen.getByText('France')).toBeDefined();
  });

  it('shows each message tied to its field and moves the focus to the first one', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer vers la livraison' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const email = field('Adresse e-mail');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Ce champ est obligatoire.');
    expect(message?.getAttribute('aria-live')).toBe('polite');
  });

  it('checks a field once the shopper leaves it, and again as it is corrected', () => {
    renderForm();
    type('Code postal', '750');
    expect(screen.queryByText('Veuillez saisir un code postal valide à 5 chiffres.')).toBeNull();
    fireEvent.blur(field('Code postal'));
    expect(screen.getByText('Veuillez saisir un code postal valide à 5 chiffres.')).toBeDefined();
    type('Code postal', '75002');
    expect(screen.queryByText('Veuillez saisir un code postal valide à 5 chiffres.')).toBeNull();
  });

  it('sends a trimmed French address with the e-mail', () => {
    const onSubmit = renderForm();
    type('Adresse e-mail', ' camille@example.fr ');
    type('Prénom', 'Camille');
    type('Nom', 'Dupont');
    type('Adresse', '8 rue de la Paix');
    type('Code postal', '75002');
    type('Ville', 'Paris');
    type('Téléphone', '06 12 34 56 78');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer vers la livraison' }));
    expect(onSubmit).toHaveBeenCalledWith({
      firstname: 'Camille',
      lastname: 'Dupont',
      street: ['8 rue de la Paix'],
      city: 'Paris',
      postcode: '75002',
      telephone: '06 12 34 56 78',
      country_id: 'FR',
      email: 'camille@example.fr',
    });
  });
});

describe('the card form', () => {
  function Harness({ onCheck }: { onCheck: (valid: boolean) => void }) {
    const form = useCardForm();
    return (
      <>
        <CardForm form={form} disabled={false} />
        <button type="button" onClick={() => onCheck(form.check())}>
          check
        </button>
      </>
    );
  }

  it('formats the number as printed and names the brand as it is typed', () => {
    render(inFrench(<Harness onCheck={vi.fn()} />));
    type('Numéro de carte', '5454545454545454');
    expect((field('Numéro de carte') as HTMLInputElement).value).toBe('5454 5454 5454 5454');
    expect(screen.getByText('Carte : Mastercard')).toBeDefined();
    type('Date d’expiration (MM/AA)', '0330');
    expect((field('Date d’expiration (MM/AA)') as HTMLInputElement).value).toBe('03/30');
  });

  it('judges a number once it is typed in full, not before', () => {
    render(inFrench(<Harness onCheck={vi.fn()} />));
    type('Numéro de carte', '4111 1111 1111');
    expect(screen.queryByText('Ce numéro de carte n’est pas valide.')).toBeNull();
    type('Numéro de carte', '4111 1111 1111 1112');
    expect(screen.getByText('Ce numéro de carte n’est pas valide.')).toBeDefined();
    type('Numéro de carte', '4111 1111 1111 1111');
    expect(screen.queryByText('Ce numéro de carte n’est pas valide.')).toBeNull();
  });

  it('asks American Express for the four digits on the front', () => {
    render(inFrench(<Harness onCheck={vi.fn()} />));
    type('Numéro de carte', '371449635398431');
    expect(screen.getByText('4 chiffres au recto de la carte')).toBeDefined();
  });

  it('shows every message and focuses the first field when the shopper pays too early', () => {
    const onCheck = vi.fn();
    render(inFrench(<Harness onCheck={onCheck} />));
    type('Numéro de carte', '4111 1111 1111 1111');
    fireEvent.click(screen.getByRole('button', { name: 'check' }));
    expect(onCheck).toHaveBeenCalledWith(false);
    expect(document.activeElement).toBe(field('Date d’expiration (MM/AA)'));
    expect(screen.getByText('Saisissez la date d’expiration.')).toBeDefined();
    expect(screen.getByText('Saisissez le cryptogramme visuel.')).toBeDefined();
  });
});

describe('the 3-D Secure dialog', () => {
  function renderDialog(checking = false) {
    const onAnswer = vi.fn();
    const onCancel = vi.fn();
    render(
      inFrench(
        <ThreeDSDialog
          isOpen
          checking={checking}
          amount="26,80 €"
          storeName="Orsalis"
          lastFour="5454"
          onAnswer={onAnswer}
          onCancel={onCancel}
        />,
      ),
    );
    return { onAnswer, onCancel };
  }

  it('asks for the code, and sends the answer', () => {
    const { onAnswer } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Confirmez votre paiement' });
    expect(dialog.textContent).toContain('26,80 € à Orsalis avec la carte se terminant par 5454');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByText('Saisissez le code de vérification.')).toBeDefined();
    type('Code de vérification', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onAnswer).toHaveBeenCalledWith('password');
  });

  it('cancels the payment when closed, but not while the answer is checked', () => {
    const { onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler le paiement' }));
    expect(onCancel).toHaveBeenCalledOnce();
    cleanup();
    const checking = renderDialog(true);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(checking.onCancel).not.toHaveBeenCalled();
  });
});
