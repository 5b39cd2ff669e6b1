// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { serverMessages } from '../../forms/server-messages.messages.ts';
import { NewsletterForm } from './newsletter-form.tsx';

const client = vi.hoisted(() => ({ subscribe: vi.fn(), loadLegalText: vi.fn() }));
vi.mock('./newsletter.client.ts', () => client);

const INVALID = 'Veuillez saisir une adresse e-mail valide.';

function submit(email: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), {
    target: { value: email },
  });
  fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
}

beforeEach(() => {
  client.subscribe.mockReset();
});
afterEach(() => cleanup());

describe('the footer newsletter form (spec §8)', () => {
  it('refuses an invalid address without calling the server, and clears it on the next submit', async () => {
    client.subscribe.mockResolvedValue({ ok: true, confirm: false });
    renderInShop(<NewsletterForm />);
    submit('pas-une-adresse');
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(client.subscribe).not.toHaveBeenCalled();

    submit('lea@example.fr');
    await waitFor(() => expect(screen.getByText('L’adresse e-mail est inscrite.')).toBeTruthy());
    expect(screen.queryByText(INVALID)).toBeNull();
    expect(client.subscribe).toHaveBeenCalledWith('lea@example.fr', ['newsletter-composite'], {
      privacy: { antiBot: null, analytics: false },
      honeypot: '',
    });
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Votre adresse e-mail' }).value,
    ).toBe('');
  });

  it('shows the server’s refusal as a form error, gone after a route change', async () => {
    client.subscribe.mockResolvedValue({
      ok: false,
      error: {
        id: 'server.newsletterUnavailable',
        defaultMessage: 'The newsletter is unavailable.',
      },
    });
    const { router } = renderInShop(<NewsletterForm />);
    submit('lea@example.fr');
    const message = 'L’inscription à la lettre d’information est momentanément indisponible.';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));

    await act(() => router.navigate('/contact-us'));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows the button busy while the request runs, so a second click does not send twice', async () => {
    let answer: (value: { ok: true; confirm: boolean }) => void = () => undefined;
    client.subscribe.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderInShop(<NewsletterForm />);
    submit('lea@example.fr');
    const button = screen.getByRole('button', { name: 'S’inscrire' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button);
    expect(client.subscribe).toHaveBeenCalledTimes(1);
    act(() => answer({ ok: true, confirm: false }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  });

  it('subscribes with Magento’s own mutation on a store without the composite, and hides the gdpr text', async () => {
    client.subscribe.mockResolvedValue({ ok: true, confirm: false });
    renderInShop(<NewsletterForm />, '/', { extensions: [] });
    expect(screen.queryByText('Comment nous utilisons vos données')).toBeNull();
    submit('lea@example.fr');
    await waitFor(() =>
      expect(client.subscribe).toHaveBeenCalledWith('lea@example.fr', [], {
        privacy: { antiBot: null, analytics: false },
        honeypot: '',
      }),
    );
  });

  it('says a confirmation e-mail was sent when the store asks the subscriber to confirm', async () => {
    client.subscribe.mockResolvedValue({ ok: true, confirm: true });
    renderInShop(<NewsletterForm />, '/', { extensions: [] });
    submit('lea@example.fr');
    await waitFor(() =>
      expect(screen.getByText(/La demande de confirmation est envoyée/)).toBeTruthy(),
    );
    expect(screen.queryByText('L’adresse e-mail est inscrite.')).toBeNull();
  });

  it('shows Magento’s refusal of guests in French', async () => {
    client.subscribe.mockResolvedValue({ ok: false, error: serverMessages.newsletterGuests });
    renderInShop(<NewsletterForm />, '/', { extensions: [] });
    submit('lea@example.fr');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'L’inscription à la lettre d’information est réservée aux clients\u00a0: créez un compte pour vous inscrire.',
      ),
    );
  });
});
