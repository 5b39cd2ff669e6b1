import { describe, expect, it } from 'vitest';
import { renderOfflinePage } from './offline-page.server.ts';

describe('the offline page', () => {
  it('is French, from the catalogue, and needs nothing but itself', async () => {
    const html = await renderOfflinePage('bm9uY2Utb2YtdGVzdHMtMTIzNA==', 'Maison Orsalis');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Hors ligne | Maison Orsalis</title>');
    expect(html).toContain('<h1>Vous êtes hors ligne</h1>');
    expect(html).toContain('Cette page n’est pas encore enregistrée sur votre appareil.');
    expect(html).toContain('>Réessayer</a>');
    expect(html).toContain('<a href="/">Retour à l’accueil</a>');
    // Its only style runs under its response's nonce; it loads no script and no stylesheet.
    expect(html).toContain('<style nonce="bm9uY2Utb2YtdGVzdHMtMTIzNA==">');
    expect(html).not.toMatch(/<script|rel="stylesheet"/);
  });

  it('escapes the store name', async () => {
    const html = await renderOfflinePage('bm9uY2Utb2YtdGVzdHMtMTIzNA==', 'A & <B>');
    expect(html).toContain('A &#38; &#60;B&#62;');
    expect(html).not.toContain('<B>');
  });
});
