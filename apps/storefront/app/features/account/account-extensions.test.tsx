// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_PASSWORD_POLICY } from '@vitrine/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { CommunicationsPage } from './communications-page.tsx';
import { InformationPage } from './information-page.tsx';

afterEach(() => cleanup());

const INFORMATION = {
  information: {
    ok: true as const,
    data: { firstname: 'Camille', lastname: 'Martin', email: 'camille@example.fr' },
  },
  policy: DEFAULT_PASSWORD_POLICY,
};

const communications = (consent: boolean | null) => ({
  ok: true as const,
  data: { email: 'camille@example.fr', subscribed: true, consent, newsletterText: null },
});

describe('the account pages’ extension features', () => {
  it('offers the personal-data requests only on a store with extension gdpr', () => {
    renderInShop(<InformationPage data={INFORMATION} />, '/account-information', {
      extensions: ['gdpr'],
    });
    expect(screen.getByRole('heading', { name: 'Vos données personnelles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recevoir une copie de mes données' })).toBeTruthy();
    cleanup();

    renderInShop(<InformationPage data={INFORMATION} />, '/account-information', {
      extensions: [],
    });
    expect(screen.getByRole('heading', { name: 'Mes informations' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Vos données personnelles' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recevoir une copie de mes données' })).toBeNull();
  });

  it('shows the marketing consent only when the store gave one (gdpr), the newsletter always', () => {
    renderInShop(<CommunicationsPage communications={communications(false)} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    cleanup();

    renderInShop(<CommunicationsPage communications={communications(null)} />, '/', {
      extensions: [],
    });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    expect((boxes[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Offres personnalisées')).toBeNull();
  });
});
