// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { ContactForm } from './contact-form.tsx';

const client = vi.hoisted(() => ({ submitContact: vi.fn() }));
vi.mock('./contact.client.ts', () => client);

const REQUIRED = 'Ce champ est obligatoire.';
const field = (name: string) =>
  screen.getByRole('textbox', { name: (accessible) => accessible === name });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer mon message' }));

function fillCore() {
  fireEvent.change(field('Nom'), { target: { value: 'Jeanne Morel' } });
  fireEvent.change(field('Adresse e-mail'), { target: { value: 'jeanne@example.fr' } });
  fireEvent.change(field('Votre message'), { target: { value: 'Bonjour, une question.' } });
}

beforeEach(() => {
  client.submitContact.mockReset();
  client.submitContact.mockResolvedValue({ ok: true });
});
afterEach(() => cleanup());

describe('the contact form', () => {
  it('on a stock Magento asks only what Magento accepts, and sends only that', async () => {
    renderInShop(<ContactForm consent={null} />, '/contact-us', { extensions: [] });
    expect(screen.queryByRole('combobox', { name: 'Objet' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    send();
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(3));

    fillCore();
    send();
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(1));
    expect(client.submitContact).toHaveBeenCalledWith(
      {
        name: 'Jeanne Morel',
        email: 'jeanne@example.fr',
        comment: 'Bonjour, une question.',
        telephone: undefined,
      },
      [],
      { privacy: { antiBot: null, analytics: false }, honeypot: '' },
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Merci, votre message est envoyé' })).toBeTruthy(),
    );
  });

  it('with contact-extras asks the subject and the consent too, and sends them', async () => {
    renderInShop(
      <ContactForm consent={{ label: 'J’accepte qu’on me réponde', legalText: 'Mentions' }} />,
      '/contact-us',
      { extensions: ['contact-extras'] },
    );
    send();
    // Name, e-mail, message, subject and the consent (its message ends with a full stop too).
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(5));
    expect(client.submitContact).not.toHaveBeenCalled();

    fillCore();
    fireEvent.change(screen.getByRole('combobox', { name: 'Objet' }), {
      target: { value: 'order' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Numéro de commande/ }), {
      target: { value: '000000001' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'J’accepte qu’on me réponde' }));
    send();
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(1));
    expect(client.submitContact).toHaveBeenCalledWith(
      {
        name: 'Jeanne Morel',
        email: 'jeanne@example.fr',
        comment: 'Bonjour, une question.',
        telephone: undefined,
        isConsent: true,
        contactReason: 'order',
        orderNumber: '000000001',
      },
      ['contact-extras'],
      { privacy: { antiBot: null, analytics: false }, honeypot: '' },
    );
  });

  it('hides its honeypot from people, and sends what a robot typed in it with the anti-bot settings', async () => {
    const privacy = {
      antiBot: { websiteKey: 'k', badge: 'bottomright', language: 'fr', forms: ['CONTACT'] },
      analytics: false,
    };
    const { container } = renderInShop(<ContactForm consent={null} />, '/contact-us', {
      extensions: [],
      privacy,
    });
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(screen.queryByRole('textbox', { name: /champ vide/ })).toBeNull();

    fillCore();
    fireEvent.change(trap!, { target: { value: 'https://spam.example' } });
    send();
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(1));
    expect(client.submitContact.mock.calls[0]?.[2]).toEqual({
      privacy,
      honeypot: 'https://spam.example',
    });
  });
});
