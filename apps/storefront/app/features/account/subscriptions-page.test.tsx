// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerSubscription } from '@vitrine/graphql-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { SubscriptionsPageView } from './subscriptions-page.tsx';
import type { SubscriptionsPage } from './subscriptions.data.ts';

const data = vi.hoisted(() => ({ changeSubscription: vi.fn() }));
vi.mock('./subscriptions.data.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  changeSubscription: data.changeSubscription,
}));

afterEach(() => {
  cleanup();
  data.changeSubscription.mockReset();
});

const LONG_NAME =
  'Magnésium bisglycinate marin et vitamine B6 activée — cure de trois mois, 180 gélules végétales';

function subscription(overrides: Partial<CustomerSubscription> = {}): CustomerSubscription {
  return {
    uid: 'S1',
    status: 'active',
    productName: 'Vitamine D3 végétale',
    sku: 'ORS-D3',
    href: '/vitamine-d3-lichen.html',
    image: null,
    options: [],
    quantity: 2,
    frequencyDays: 30,
    frequencies: [30, 60, 90],
    unitPrice: { amount: 1341, currency: 'EUR' },
    discountPercent: 10,
    nextDate: '2026-12-27',
    createdAt: '2026-11-27 09:00:00',
    firstOrderNumber: '000000042',
    renewalOrderNumbers: ['000000051'],
    cardLabel: 'Visa •••• 4242',
    addressSummary: '12 rue des Lilas, 74000 Annecy',
    ...overrides,
  };
}

function page(
  subscriptions: CustomerSubscription[],
  more: Partial<SubscriptionsPage> = {},
): { ok: true; data: SubscriptionsPage } {
  return {
    ok: true,
    data: {
      subscriptions,
      totalCount: subscriptions.length,
      currentPage: 1,
      totalPages: 1,
      ...more,
    },
  };
}

const THREE = [
  subscription({ uid: 'C', status: 'cancelled', nextDate: null, productName: 'Oméga-3 de krill' }),
  subscription({ uid: 'A', productName: LONG_NAME }),
  // A paused one has no next delivery, even if a date were sent.
  subscription({
    uid: 'P',
    status: 'paused',
    nextDate: '2027-02-01',
    productName: 'Zinc et sélénium',
  }),
];

/** The page shows `text` (a toast comes once the toast machine has loaded). */
const shows = (text: string) =>
  waitFor(() => expect(document.body.textContent).toContain(text), { timeout: 5000 });

const card = (name: string) =>
  screen.getByRole('article', { name: (label) => label.startsWith(name) });

describe('« Mes abonnements »', () => {
  it('shows each subscription, cancelled ones last and without actions', () => {
    renderInShop(<SubscriptionsPageView subscriptions={page(THREE)} />, '/subscriptions');
    expect(screen.getByRole('heading', { level: 1, name: 'Mes abonnements' })).toBeTruthy();
    const titles = screen
      .getAllByRole('article')
      .map((article) => article.getAttribute('data-status'));
    expect(titles).toEqual(['active', 'paused', 'cancelled']);

    const active = card(LONG_NAME);
    expect(within(active).getByText('Actif')).toBeTruthy();
    expect(active.textContent).toContain('Tous les 30 jours · Quantité\u00a0: 2');
    expect(within(active).getByText('dimanche 27 décembre 2026')).toBeTruthy();
    // 2 × 13,41 € per delivery, 10 % off.
    expect(active.textContent).toContain('26,82');
    expect(active.textContent).toContain('−10\u00a0% avec l’abonnement');
    expect(within(active).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(active).getByText('12 rue des Lilas, 74000 Annecy')).toBeTruthy();
    expect(
      within(active)
        .getByRole('link', { name: 'Commande n° 000000051 (renouvellement)' })
        .getAttribute('href'),
    ).toBe('/order-history?order=000000051');
    expect(within(active).getByRole('link', { name: LONG_NAME }).getAttribute('href')).toBe(
      '/vitamine-d3-lichen.html',
    );
    expect(
      within(active).getByRole('button', { name: 'Sauter la prochaine livraison' }),
    ).toBeTruthy();
    expect(within(active).getByRole('button', { name: 'Mettre en pause' })).toBeTruthy();

    const paused = card('Zinc et sélénium');
    expect(within(paused).getByText('En pause')).toBeTruthy();
    expect(within(paused).getByText('Aucune tant que l’abonnement est en pause')).toBeTruthy();
    expect(within(paused).getByRole('button', { name: 'Reprendre' })).toBeTruthy();
    expect(
      within(paused).queryByRole('button', { name: 'Sauter la prochaine livraison' }),
    ).toBeNull();

    const cancelled = card('Oméga-3 de krill');
    expect(within(cancelled).getByText('Résilié')).toBeTruthy();
    expect(within(cancelled).queryAllByRole('button')).toEqual([]);
  });

  it('says there is none, with a way to the catalogue', () => {
    renderInShop(<SubscriptionsPageView subscriptions={page([])} />, '/subscriptions');
    expect(screen.getByText('Vous n’avez pas d’abonnement')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir nos produits' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('pages a list of more than 20', () => {
    const list = Array.from({ length: 20 }, (_, index) => subscription({ uid: `S${index}` }));
    renderInShop(
      <SubscriptionsPageView
        subscriptions={page(list, { totalCount: 23, currentPage: 1, totalPages: 2 })}
      />,
      '/subscriptions',
    );
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('23 abonnements')).toBeTruthy();
    expect(screen.getByText('Page 1 sur 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe(
      '/subscriptions?page=2',
    );
    expect(screen.queryByRole('link', { name: 'Page précédente' })).toBeNull();
  });

  it('states the new date before skipping, sends one skip however often it is clicked, and shows the answer', async () => {
    let answer: (value: unknown) => void = () => {};
    data.changeSubscription.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderInShop(
      <SubscriptionsPageView subscriptions={page([subscription()])} />,
      '/subscriptions',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sauter la prochaine livraison' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Sauter la prochaine livraison\u202f?',
    });
    expect(dialog.textContent).toContain(
      'La livraison du dimanche 27 décembre 2026 n’aura pas lieu\u00a0: la suivante arrivera le mardi 26 janvier 2027.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Sauter cette livraison' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect(data.changeSubscription).toHaveBeenCalledTimes(1);
    expect(data.changeSubscription).toHaveBeenCalledWith({ kind: 'skip', uid: 'S1' });

    await act(() => {
      answer({ ok: true, subscription: subscription({ nextDate: '2027-01-26' }) });
      return Promise.resolve();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await shows('Livraison sautée\u00a0: la prochaine arrivera le mardi 26 janvier 2027.');
    expect(within(card('Vitamine D3')).getByText('mardi 26 janvier 2027')).toBeTruthy();
  });

  it('shows a refusal in French on its card, and the list as it was', async () => {
    data.changeSubscription.mockResolvedValue({
      ok: false,
      error: { code: 'user', messages: ['Only an active subscription can be paused or skipped.'] },
    });
    renderInShop(
      <SubscriptionsPageView subscriptions={page([subscription()])} />,
      '/subscriptions',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    // The card's alert region is always there (so the message is announced): wait for its text.
    const alert = within(card('Vitamine D3')).getByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain(
        'Seul un abonnement actif peut être mis en pause ou décalé.',
      ),
    );
    expect(within(card('Vitamine D3')).getByText('Actif')).toBeTruthy();
  });

  it('asks before cancelling in a dialog that takes the focus, and keeps the subscription when told to', async () => {
    data.changeSubscription.mockResolvedValue({
      ok: true,
      subscription: subscription({ status: 'cancelled', nextDate: null }),
    });
    renderInShop(
      <SubscriptionsPageView subscriptions={page([subscription()])} />,
      '/subscriptions',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Résilier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Résilier cet abonnement\u202f?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(dialog.textContent).toContain('Vitamine D3 végétale ne vous sera plus livré.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder l’abonnement' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.changeSubscription).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Résilier' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Résilier l’abonnement' }));
    await shows('Abonnement résilié\u00a0: plus aucune livraison ne sera envoyée.');
    expect(data.changeSubscription).toHaveBeenCalledWith({ kind: 'cancel', uid: 'S1' });
    expect(within(card('Vitamine D3')).getByText('Résilié')).toBeTruthy();
  });

  it('changes the frequency with the select and its button, and resumes a paused one', async () => {
    data.changeSubscription.mockImplementation((change: { kind: string; frequencyDays?: number }) =>
      Promise.resolve({
        ok: true,
        subscription:
          change.kind === 'frequency'
            ? subscription({ frequencyDays: change.frequencyDays ?? 30 })
            : subscription({ uid: 'P', productName: 'Zinc', nextDate: '2026-11-28' }),
      }),
    );
    renderInShop(
      <SubscriptionsPageView
        subscriptions={page([
          subscription(),
          subscription({ uid: 'P', productName: 'Zinc', status: 'paused', nextDate: null }),
        ])}
      />,
      '/subscriptions',
    );
    const active = card('Vitamine D3');
    const save = within(active).getByRole('button', { name: 'Modifier la fréquence' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(active).getByRole('combobox', { name: 'Fréquence de livraison' }), {
      target: { value: '60' },
    });
    fireEvent.click(save);
    await shows('C’est noté\u00a0: livraison tous les 60 jours désormais.');
    expect(data.changeSubscription).toHaveBeenCalledWith({
      kind: 'frequency',
      uid: 'S1',
      frequencyDays: 60,
    });
    expect(card('Vitamine D3').textContent).toContain('Tous les 60 jours · Quantité\u00a0: 2');

    fireEvent.click(within(card('Zinc')).getByRole('button', { name: 'Reprendre' }));
    await shows(
      'Abonnement repris\u00a0: la prochaine livraison arrivera le samedi 28 novembre 2026.',
    );
    expect(within(card('Zinc')).getByText('Actif')).toBeTruthy();
  });
});
