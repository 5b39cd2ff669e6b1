import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { isShopOrigin, networkSettings, trustProxies } from './shop-origins.ts';
import { closeTestServers, listen } from './test-servers.ts';

afterEach(closeTestServers);

describe('the storefront’s network settings', () => {
  it('read TRUSTED_PROXIES and SHOP_ORIGINS as lists, none by default', () => {
    expect(networkSettings({})).toEqual({ trustedProxies: [], shopOrigins: [] });
    expect(
      networkSettings({
        TRUSTED_PROXIES: 'loopback, 10.0.0.0/8 192.168.1.10',
        SHOP_ORIGINS: 'https://www.orsalis.fr/, https://orsalis.fr',
      }),
    ).toEqual({
      trustedProxies: ['loopback', '10.0.0.0/8', '192.168.1.10'],
      shopOrigins: ['https://www.orsalis.fr', 'https://orsalis.fr'],
    });
  });

  it('say which setting is wrong', () => {
    expect(() => networkSettings({ SHOP_ORIGINS: 'www.orsalis.fr' })).toThrow(
      'SHOP_ORIGINS: "www.orsalis.fr" is not an origin',
    );
    expect(() => networkSettings({ SHOP_ORIGINS: 'ftp://orsalis.fr' })).toThrow('SHOP_ORIGINS');
    expect(() => trustProxies(express(), ['not-an-address'])).toThrow(/^TRUSTED_PROXIES: /);
  });

  it('tell the shop’s origins from others: the request’s host by default, the list when set', async () => {
    const verdicts: boolean[] = [];
    const app = express();
    app.get('/', (req, res) => {
      const { origin, list } = req.query as { origin: string; list: string };
      verdicts.push(isShopOrigin(origin, req, list ? [list] : []));
      res.end();
    });
    const shop = await listen(app);
    const ask = (origin: string, list = '') =>
      fetch(`${shop}/?origin=${encodeURIComponent(origin)}&list=${encodeURIComponent(list)}`);
    await ask(shop);
    await ask(shop.replace('http:', 'https:'));
    await ask('https://evil.example');
    await ask('null');
    await ask('https://www.orsalis.fr', 'https://www.orsalis.fr');
    await ask(shop, 'https://www.orsalis.fr');
    expect(verdicts).toEqual([true, true, false, false, true, false]);
  });
});
