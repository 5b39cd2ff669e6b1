import { describe, expect, it } from 'vitest';
import { decideRoute } from './resolve-route.ts';

const at = (path: string) => new URL(path, 'https://shop.example');

describe('deciding the page for a resolved URL', () => {
  it('shows the page of a CMS page, category or product', () => {
    expect(
      decideRoute({ type: 'CMS_PAGE', identifier: 'home', redirect_code: 0 }, at('/')),
    ).toEqual({
      kind: 'page',
      type: 'CMS_PAGE',
      identifier: 'home',
      uid: null,
      id: null,
    });
    expect(
      decideRoute({ type: 'PRODUCT', uid: 'MTI=', redirect_code: 0 }, at('/p.html')),
    ).toMatchObject({
      kind: 'page',
      type: 'PRODUCT',
      uid: 'MTI=',
    });
    expect(
      decideRoute({ type: 'STORE', identifier: 'paris-opera', id: 4 }, at('/s')),
    ).toMatchObject({
      type: 'STORE',
      id: '4',
    });
  });

  it('is not found when the backend knows nothing, there is no type, or no id, identifier or uid', () => {
    expect(decideRoute(null, at('/nope'))).toEqual({ kind: 'notFound' });
    expect(decideRoute({ type: null, uid: 'x', redirect_code: 0 }, at('/x'))).toEqual({
      kind: 'notFound',
    });
    expect(decideRoute({ type: 'CATEGORY', redirect_code: 0 }, at('/x'))).toEqual({
      kind: 'notFound',
    });
    expect(decideRoute({ type: 'UNKNOWN_TYPE', uid: 'x' }, at('/x'))).toEqual({ kind: 'notFound' });
  });

  it('redirects on 301 and 302 to the relative URL, keeping the query string', () => {
    expect(
      decideRoute(
        { relative_url: 'vitamines.html', redirect_code: 301, type: 'CATEGORY' },
        at('/old.html?page=2'),
      ),
    ).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/vitamines.html?page=2',
      external: false,
    });
    expect(
      decideRoute({ relative_url: '/promo.html?x=1', redirect_code: 302 }, at('/p?page=2')),
    ).toMatchObject({
      status: 302,
      location: '/promo.html?x=1',
    });
  });

  it('sends an absolute http target as a full redirect', () => {
    expect(
      decideRoute({ relative_url: 'https://blog.example/a', redirect_code: 302 }, at('/blog')),
    ).toEqual({
      kind: 'redirect',
      status: 302,
      location: 'https://blog.example/a',
      external: true,
    });
  });

  it('does not redirect for other codes', () => {
    expect(
      decideRoute(
        { relative_url: 'x.html', redirect_code: 307, type: 'CATEGORY', uid: 'Mw==' },
        at('/y'),
      ),
    ).toMatchObject({ kind: 'page', type: 'CATEGORY' });
  });
});
