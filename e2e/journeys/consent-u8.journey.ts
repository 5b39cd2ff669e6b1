/**
 * U8 (reliability-and-security §6.3, CNIL): a first-time visitor meets the consent banner, refuses
 * everything, and the shop asks no third party for anything, while the contact form and the
 * newsletter still go through (without an anti-bot token, with the honeypot). Then allowing videos
 * from a placeholder fetches the thumbnail, and the footer's link reopens the choices.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import {
  CONSENT_STORAGE_KEY,
  VIEWPORTS,
  artifactsDir,
  checkPage,
  launchBrowser,
  openShopPage,
  visit,
} from '../src/browser.ts';
import { SERVER_WAIT, expectOnlyProvokedErrors, outbox, uniqueEmail } from './account-support.ts';
import {
  THUMBNAIL_HOST,
  boxOf,
  foreignTagsIn,
  isShopRequest,
  storedChoices,
  tinyJpeg,
} from './consent-support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Every request the page makes to a host other than the shop's. */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request: Request) => {
    if (!isShopRequest(request.url())) foreign.push(request.url());
  });
  return foreign;
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  describe(`U8 consent refused, forms still sent (${device})`, () => {
    it('U8 asks first, loads no third party once refused, sends the contact form and the newsletter, and loads a video only once allowed', async () => {
      const shop = await openShopPage(browser, viewport, undefined, { consent: 'first-visit' });
      const { page } = shop;
      const foreign = recordForeignRequests(page);
      const graphqlHeaders: Record<string, string>[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /contactUs|ubscribe/.test(request.postData() ?? ''))
          graphqlHeaders.push(request.headers());
      });

      // The server's HTML names no third party a browser would fetch (it cannot know the choice).
      const html = await (await page.request.get('/')).text();
      expect(foreignTagsIn(html)).toEqual([]);

      // The banner: a labelled region, refusing beside accepting with the same size and look.
      await visit(shop, '/', `consent-banner-${device}`);
      const banner = page.getByRole('region', { name: 'Votre vie privée, vos choix' });
      await expect.poll(() => banner.isVisible(), SERVER_WAIT).toBe(true);
      const refuse = banner.getByRole('button', { name: 'Tout refuser' });
      const accept = banner.getByRole('button', { name: 'Tout accepter' });
      expect(await banner.getByRole('button', { name: 'Personnaliser' }).isVisible()).toBe(true);
      const [refuseBox, acceptBox] = [await boxOf(refuse), await boxOf(accept)];
      expect(Math.abs(refuseBox.width - acceptBox.width)).toBeLessThanOrEqual(1);
      expect(refuseBox.height).toBe(acceptBox.height);
      expect(Math.abs(refuseBox.y - acceptBox.y)).toBeLessThanOrEqual(1);
      const look = (button: typeof refuse) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.color, style.fontSize, style.fontWeight].join();
        });
      expect(await look(refuse)).toBe(await look(accept));
      // Non-modal and fixed over the page: less than half a phone's screen, the page under it usable.
      expect((await boxOf(banner)).height).toBeLessThan(viewport.height / 2);
      // Nothing third-party while the question is open (the video waits behind its placeholder).
      const video = page.locator('[data-consent-placeholder="video"]');
      await expect.poll(() => video.count()).toBe(1);
      expect(foreign).toEqual([]);

      // The panel from "Personnaliser": every purpose starts refused; closing it decides nothing.
      await banner.getByRole('button', { name: 'Personnaliser' }).click();
      const panel = page.getByRole('dialog', { name: 'Préférences de confidentialité' });
      await expect.poll(() => panel.isVisible()).toBe(true);
      await expect
        .poll(() => panel.getByRole('switch', { name: 'Vidéos' }).isChecked())
        .toBe(false);
      await checkPage(shop, `consent-panel-${device}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
      expect(await banner.isVisible()).toBe(true);
      expect(await storedChoices(page)).toBeNull();

      // Refused, from the keyboard: the banner goes, the choice is kept, dated, per purpose.
      await refuse.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => banner.count()).toBe(0);
      const stored = await storedChoices(page);
      expect(stored?.version).toBe(1);
      // Every purpose the store asks about (it measures its audience with consent, not reCAPTCHA).
      expect(
        Object.fromEntries(
          Object.entries(stored?.choices ?? {}).map(([purpose, choice]) => [
            purpose,
            choice.granted,
          ]),
        ),
      ).toEqual({ videos: false, maps: false, social: false, analytics: false });
      expect(
        Object.values(stored?.choices ?? {}).every(({ at }) => !Number.isNaN(Date.parse(at))),
      ).toBe(true);
      await checkPage(shop, `consent-placeholder-${device}`);
      await video.scrollIntoViewIfNeeded();
      await video.screenshot({
        path: path.join(artifactsDir, `consent-placeholder-block-${String(viewport.width)}.png`),
      });

      // The contact form, refused consent: sent, with the (empty) honeypot and no token.
      const email = uniqueEmail(`u8-${device}`);
      await visit(shop, '/contact-us', `consent-contact-${device}`);
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Nom').fill('Louise Garnier');
      await field('Adresse e-mail').fill(email);
      await page.getByRole('combobox', { name: 'Objet' }).selectOption('order');
      await field('Votre message').fill('Bonjour, je voudrais savoir si vos gélules sont vegan.');
      await page.getByRole('checkbox', { name: /répondre à ma demande/ }).check();
      await page.getByRole('button', { name: 'Envoyer mon message' }).click();
      await expect
        .poll(
          () => page.getByRole('heading', { name: 'Merci, votre message est envoyé' }).count(),
          SERVER_WAIT,
        )
        .toBe(1);
      await expect
        .poll(
          async () =>
            (await outbox('conseil@orsalis.example')).some((mail) => mail.text.includes(email)),
          SERVER_WAIT,
        )
        .toBe(true);

      // The newsletter in the footer, the same way.
      await page.getByRole('textbox', { name: 'Votre adresse e-mail', exact: true }).fill(email);
      await page.getByRole('button', { name: 'S’inscrire' }).click();
      await expect
        .poll(() => page.getByText('L’adresse e-mail est inscrite.').isVisible(), SERVER_WAIT)
        .toBe(true);
      expect(graphqlHeaders).toHaveLength(2);
      for (const headers of graphqlHeaders) {
        expect(headers['x-vitrine-honeypot']).toBe('');
        expect(headers['x-recaptcha']).toBeUndefined();
      }
      // Not one request to another host in all this (no Google, no gstatic, no video service).
      expect(foreign).toEqual([]);

      // Allowing videos from the placeholder: the thumbnail is asked of YouTube (answered here,
      // the machine has no internet), the other purposes stay refused.
      const thumbnails: string[] = [];
      await page.route(`https://${THUMBNAIL_HOST}/**`, async (route) => {
        thumbnails.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'image/jpeg', body: tinyJpeg() });
      });
      await visit(shop, '/', `consent-home-refused-${device}`);
      expect(foreign).toEqual([]);
      await video.scrollIntoViewIfNeeded();
      const videoBox = page.locator('[data-video-state]').first();
      const held = await boxOf(videoBox);
      await video.getByRole('button', { name: 'Autoriser et afficher' }).click();
      await expect.poll(() => thumbnails.length, SERVER_WAIT).toBeGreaterThan(0);
      expect(thumbnails[0]).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/aqz-KE-bpKQ\//);
      expect(await video.count()).toBe(0);
      // The video's box is the placeholder's: allowing moved nothing.
      const shown = await boxOf(videoBox);
      expect([Math.round(shown.width), Math.round(shown.height)]).toEqual([
        Math.round(held.width),
        Math.round(held.height),
      ]);
      const allowed = await storedChoices(page);
      expect(allowed?.choices.videos?.granted).toBe(true);
      expect(allowed?.choices.maps?.granted).toBe(false);
      expect(allowed?.choices.social?.granted).toBe(false);
      // Only the video service was asked (its thumbnail, and its player if the block plays itself).
      expect(
        foreign.filter(
          (url) => !/^https:\/\/(i\.ytimg\.com|www\.youtube(-nocookie)?\.com)\//.test(url),
        ),
      ).toEqual([]);

      // The footer's link reopens the choices at any time, showing what was decided.
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: 'Gérer mes cookies' })
        .click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.getByRole('switch', { name: 'Vidéos' }).isChecked()).toBe(true);
      expect(await panel.getByRole('switch', { name: 'Cartes' }).isChecked()).toBe(false);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);

      expect(
        await page.evaluate((key) => localStorage.getItem(key) !== null, CONSENT_STORAGE_KEY),
      ).toBe(true);
      expectOnlyProvokedErrors(shop.consoleErrors, []);
      await shop.context.close();
    });
  });
}
