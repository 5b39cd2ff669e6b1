// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useConsent } from '@vitrine/ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from './consent.store.ts';
import { ConsentPreferencesLink, ConsentRoot } from './consent-root.tsx';
import type { PrivacySettings } from './privacy.ts';
import { getBrowserConsent } from './shop-consent.ts';

function VideoState() {
  const { granted } = useConsent('videos');
  return <p>{granted ? 'vidéos autorisées' : 'vidéos bloquées'}</p>;
}

function renderPage(privacy?: PrivacySettings) {
  return renderInShop(
    <ConsentRoot>
      <main id="main" tabIndex={-1}>
        <VideoState />
        <footer>
          <ConsentPreferencesLink />
        </footer>
      </main>
    </ConsentRoot>,
    '/',
    privacy ? { privacy } : {},
  );
}

/** Presses a button as a keyboard user would: focus, then activation. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

const BANNER = 'Votre vie privée, vos choix';
const banner = () => screen.findByRole('region', { name: BANNER });
const stored = () =>
  JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as {
    version: number;
    choices: Record<string, { granted: boolean }>;
  } | null;

beforeEach(() => {
  window.localStorage.clear();
  getBrowserConsent().reload();
  getBrowserConsent().closePreferences();
});
afterEach(() => cleanup());

describe('the consent banner of the shop', () => {
  it('asks on a first visit, in French, and refusing everything takes one click', async () => {
    renderPage();
    const region = await banner();
    expect(region.textContent).toMatch(/vidéos, cartes et avis\./);
    expect(screen.getByText('vidéos bloquées')).toBeTruthy();

    press(within(region).getByRole('button', { name: 'Tout refuser' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).toBeNull());
    expect(stored()?.version).toBe(CONSENT_VERSION);
    expect(
      Object.fromEntries(Object.entries(stored()?.choices ?? {}).map(([k, v]) => [k, v.granted])),
    ).toEqual({ videos: false, maps: false, social: false });
    expect(screen.getByText('vidéos bloquées')).toBeTruthy();
    // The pressed button went with the banner: focus lands on the page's content.
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('accepting everything allows every purpose the store asks about, the anti-bot one included', async () => {
    const privacy = {
      antiBot: { websiteKey: 'k', badge: 'bottomright', language: 'fr', forms: ['CONTACT'] },
      analytics: true,
    };
    renderPage(privacy);
    const region = await banner();
    expect(region.textContent).toContain(
      'pour afficher vidéos, cartes et avis, protéger nos formulaires des robots et mesurer notre audience.',
    );
    press(within(region).getByRole('button', { name: 'Tout accepter' }));
    await waitFor(() => expect(screen.getByText('vidéos autorisées')).toBeTruthy());
    expect(Object.keys(stored()?.choices ?? {}).sort()).toEqual(
      ['analytics', 'antiBot', 'maps', 'social', 'videos'].sort(),
    );
  });

  it('does not ask a visitor who chose, until a purpose is added', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        version: CONSENT_VERSION,
        choices: Object.fromEntries(
          ['videos', 'maps', 'social'].map((purpose) => [
            purpose,
            { granted: purpose === 'videos', at: new Date().toISOString() },
          ]),
        ),
      }),
    );
    getBrowserConsent().reload();
    renderPage();
    await waitFor(() => expect(screen.getByText('vidéos autorisées')).toBeTruthy());
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    cleanup();

    renderPage({
      antiBot: { websiteKey: 'k', badge: 'bottomright', language: 'fr', forms: ['CONTACT'] },
      analytics: false,
    });
    expect(await banner()).toBeTruthy();
  });

  it('customises purpose by purpose; closing the panel answers nothing', async () => {
    renderPage();
    press(within(await banner()).getByRole('button', { name: 'Personnaliser' }));
    const panel = await screen.findByRole('dialog', { name: 'Préférences de confidentialité' });
    expect(within(panel).getByText('Strictement nécessaires')).toBeTruthy();
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
    // Still unanswered: the banner stays, and focus went back to what opened the panel.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Personnaliser' }));

    press(screen.getByRole('button', { name: 'Personnaliser' }));
    const again = await screen.findByRole('dialog', { name: 'Préférences de confidentialité' });
    fireEvent.click(within(again).getByRole('switch', { name: 'Cartes' }));
    press(within(again).getByRole('button', { name: 'Enregistrer mes choix' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).toBeNull());
    expect(stored()?.choices.maps?.granted).toBe(true);
    expect(stored()?.choices.videos?.granted).toBe(false);
  });

  it('opens the panel from the footer at any time, on the choices made', async () => {
    renderPage();
    press(within(await banner()).getByRole('button', { name: 'Tout accepter' }));
    press(screen.getByRole('button', { name: 'Gérer mes cookies' }));
    const panel = await screen.findByRole('dialog', { name: 'Préférences de confidentialité' });
    expect(within(panel).getByRole<HTMLInputElement>('switch', { name: 'Vidéos' }).checked).toBe(
      true,
    );
    press(within(panel).getByRole('button', { name: 'Tout refuser' }));
    await waitFor(() => expect(screen.getByText('vidéos bloquées')).toBeTruthy());
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  });
});
