// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { serverMessages } from '../../forms/server-messages.messages.ts';
import { TrackOrderPage } from './track-order-page.tsx';

const client = vi.hoisted(() => ({ trackOrder: vi.fn() }));
vi.mock('./tracking.client.ts', () => client);

function search() {
  const field = (name: string) =>
    screen.getByRole('textbox', { name: (accessible) => accessible === name });
  fireEvent.change(field('Numéro de commande'), { target: { value: ' 000000001 ' } });
  fireEvent.change(field('Adresse e-mail'), { target: { value: 'camille@example.fr' } });
  fireEvent.change(field('Code postal de facturation'), { target: { value: '75011' } });
  fireEvent.click(screen.getByRole('button', { name: 'Trouver ma commande' }));
}

afterEach(() => {
  cleanup();
  client.trackOrder.mockReset();
});

describe('the order tracking page', () => {
  it('points the owner of a customer account’s order to signing in', async () => {
    client.trackOrder.mockResolvedValue({ kind: 'customerOrder' });
    renderInShop(<TrackOrderPage />, '/track-my-order/');
    search();
    const link = await screen.findByRole('link', { name: 'Me connecter à mon compte' });
    expect(link.getAttribute('href')).toBe('/sign-in?returnTo=%2Forder-history');
    expect(link.closest('[role="alert"]')?.textContent).toContain(
      'Cette commande a été passée avec un compte client\u00a0: connectez-vous pour la suivre dans vos commandes.',
    );
    expect(client.trackOrder).toHaveBeenCalledWith({
      number: '000000001',
      email: 'camille@example.fr',
      postcode: '75011',
    });
  });

  it('says in French that no order matches, and forgets it at the next search', async () => {
    client.trackOrder.mockResolvedValueOnce({
      kind: 'failed',
      error: serverMessages.orderNotFound,
    });
    renderInShop(<TrackOrderPage />, '/track-my-order/');
    search();
    const text = 'Nous n’avons trouvé aucune commande correspondant à ces informations.';
    await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
    client.trackOrder.mockResolvedValueOnce({ kind: 'customerOrder' });
    search();
    // The old message goes as soon as the new search starts; the new answer comes after.
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    expect(await screen.findByRole('link', { name: 'Me connecter à mon compte' })).toBeTruthy();
    expect(screen.queryByText(text)).toBeNull();
  });
});
