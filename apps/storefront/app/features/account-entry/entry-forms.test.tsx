// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FAKE_CUSTOMER } from '@vitrine/session/testing';
import { DEFAULT_PASSWORD_POLICY } from '@vitrine/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeFormGuard } from '../../privacy/form-guard-slot.ts';
import type { ShopRuntime } from '../../shop/runtime.client.ts';
import { fakeRuntime, renderInShop } from '../../testing/render-in-shop.tsx';
import { CreateAccountForm } from './create-account-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

const shell = vi.hoisted(() => ({ runtime: null as ShopRuntime | null }));
vi.mock('../../shop/runtime-context.tsx', () => ({
  useRuntime: () => ({
    runtime: shell.runtime,
    summary: { cartCount: 0, signedIn: false, firstName: null },
    load: () => Promise.resolve(shell.runtime),
  }),
  useRequiredRuntime: () => shell.runtime,
}));

afterEach(() => cleanup());

/** A text field by its name, or the password field (named by its label, it has no role). */
const input = (name: string) =>
  name.includes('mot de passe') || name.startsWith('Mot de passe')
    ? screen.getByLabelText(name)
    : screen.getByRole('textbox', { name });
const messageOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('the sign-in form', () => {
  it('asks for both fields in French and moves focus to the first missing one', () => {
    shell.runtime = fakeRuntime().runtime;
    renderInShop(<SignInForm onSignedIn={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Adresse e-mail' }));
  });

  it('shows Magento’s refusal in French and empties the password', async () => {
    shell.runtime = fakeRuntime().runtime;
    const onSignedIn = vi.fn();
    renderInShop(<SignInForm onSignedIn={onSignedIn} />);
    type('Adresse e-mail', FAKE_CUSTOMER.email);
    type('Mot de passe', 'pas-le-bon');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Adresse e-mail ou mot de passe incorrect, ou compte temporairement bloqué. Veuillez patienter puis réessayer.',
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Mot de passe').value).toBe('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in through the session machine and says whether the guest cart was merged', async () => {
    const { runtime, user } = fakeRuntime();
    shell.runtime = runtime;
    const onSignedIn = vi.fn();
    renderInShop(<SignInForm onSignedIn={onSignedIn} initialEmail={FAKE_CUSTOMER.email} />);
    type('Mot de passe', FAKE_CUSTOMER.password);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith({ ok: true, guestCartMerged: false }),
    );
    expect(user.getSnapshot().context.isSignedIn).toBe(true);
  });
});

describe('the create-account form', () => {
  const config = {
    policy: DEFAULT_PASSWORD_POLICY,
    customerConsent: {
      label: 'J’accepte que mes données servent à gérer mon compte.',
      legalText: 'Mentions.',
    },
    newsletterConsent: null,
  };

  it('is prefilled from the receipt link and applies the password policy and the consent in French', () => {
    shell.runtime = fakeRuntime().runtime;
    renderInShop(
      <CreateAccountForm
        config={config}
        prefill={{ email: 'lea@example.fr', firstName: 'Léa', lastName: 'Dupont' }}
        onCreated={() => undefined}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Prénom' }).value).toBe('Léa');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nom' }).value).toBe('Dupont');
    type('Mot de passe', 'abcdefghij');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    // The messages screen readers read with each control (aria-describedby).
    expect(messageOf(input('Mot de passe'))).toBe(
      'Un mot de passe doit contenir au moins 3 des éléments suivants\u00a0: minuscules, majuscules, chiffres, caractères spéciaux.',
    );
    expect(messageOf(screen.getByRole('checkbox', { name: /gérer mon compte/ }))).toBe(
      'Ce champ est obligatoire.',
    );
  });

  it('creates the account and signs the new customer in; a taken e-mail is said in French', async () => {
    const { runtime, user } = fakeRuntime();
    shell.runtime = runtime;
    const onCreated = vi.fn();
    renderInShop(
      <CreateAccountForm
        config={config}
        prefill={{ email: FAKE_CUSTOMER.email, firstName: 'Claire', lastName: 'Martin' }}
        onCreated={onCreated}
      />,
    );
    type('Mot de passe', 'Verveine-Citron-42');
    fireEvent.click(screen.getByRole('checkbox', { name: /gérer mon compte/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Un compte existe déjà avec cette adresse e-mail.',
      ),
    );

    type('Adresse e-mail', 'nouvelle.cliente@example.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(user.getSnapshot().context.isSignedIn).toBe(true);
  });
});

describe('the forgot-password form', () => {
  it('confirms the request the same way whether or not the address has an account', async () => {
    shell.runtime = fakeRuntime().runtime;
    renderInShop(<ForgotPasswordForm />);
    type('Adresse e-mail', 'inconnue@example.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Consultez votre boîte de réception' }),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Si un compte existe pour inconnue@example.fr',
    );
  });
});

describe('the entry forms’ protection against robots', () => {
  it('leave their honeypot for the call the session machine makes, without asking Google', async () => {
    const { runtime } = fakeRuntime();
    shell.runtime = runtime;
    const { container } = renderInShop(
      <>
        <SignInForm onSignedIn={() => undefined} initialEmail={FAKE_CUSTOMER.email} />
        <ForgotPasswordForm />
      </>,
    );
    const [signInTrap, resetTrap] =
      container.querySelectorAll<HTMLInputElement>('input[name="website"]');
    fireEvent.change(signInTrap!, { target: { value: 'robot' } });
    // The machine over the fake server takes no guard: what the form left is still there.
    type('Mot de passe', FAKE_CUSTOMER.password);
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(takeFormGuard('CUSTOMER_LOGIN')).toEqual({ honeypot: 'robot' }));

    expect(resetTrap?.value).toBe('');
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Adresse e-mail' })[1]!, {
      target: { value: 'lea@example.fr' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    await waitFor(() =>
      expect(takeFormGuard('CUSTOMER_FORGOT_PASSWORD')).toEqual({ honeypot: '' }),
    );
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('leave a guard for each call of the account creation: the account, then the sign-in', async () => {
    shell.runtime = fakeRuntime().runtime;
    renderInShop(
      <CreateAccountForm
        config={{ policy: DEFAULT_PASSWORD_POLICY, customerConsent: null, newsletterConsent: null }}
        prefill={{ email: 'nouvelle@example.fr', firstName: 'Léa', lastName: 'Dupont' }}
        onCreated={() => undefined}
      />,
    );
    type('Mot de passe', 'Verveine-Citron-42');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(takeFormGuard('CUSTOMER_CREATE')).toEqual({ honeypot: '' }));
    expect(takeFormGuard('CUSTOMER_LOGIN')).toEqual({ honeypot: '' });
  });
});
