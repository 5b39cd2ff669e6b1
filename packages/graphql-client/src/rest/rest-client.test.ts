import { describe, expect, it } from 'vitest';
import { createRestClient, renderMessage, RestError } from './rest-client.ts';

function fakeFetch(
  status: number,
  body: string,
  calls: { url: string; init: RequestInit }[] = [],
): typeof fetch {
  return (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init: init ?? {} });
    return Promise.resolve(
      new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    );
  };
}

describe('REST client', () => {
  it('sends JSON with Accept and Content-Type, credentials and the bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const rest = createRestClient({
      baseUrl: 'https://shop.test/',
      getToken: () => 'tok',
      fetch: fakeFetch(200, '42', calls),
    });
    const orderId = await rest.request<number>('POST', '/rest/V1/carts/mine/payment-information', {
      paymentMethod: { method: 'banktransfer' },
    });
    expect(orderId).toBe(42);
    expect(calls[0]!.url).toBe('https://shop.test/rest/V1/carts/mine/payment-information');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer tok',
    });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      paymentMethod: { method: 'banktransfer' },
    });
  });

  it('sends no Authorization without a token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const rest = createRestClient({ fetch: fakeFetch(200, '{}', calls) });
    await rest.request('POST', '/rest/V1/guest-carts/abc/shipping-information', {});
    expect(calls[0]!.url).toBe('/rest/V1/guest-carts/abc/shipping-information');
    expect(calls[0]!.init.headers).not.toHaveProperty('authorization');
  });

  it('raises an error with method, URL, status, the parsed message and the trace', async () => {
    const body = JSON.stringify({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'cartId', fieldValue: 'abc' },
      trace: '#0 Quote.php(12)',
    });
    const rest = createRestClient({ baseUrl: 'https://shop.test', fetch: fakeFetch(404, body) });
    const error = await rest
      .request('POST', '/rest/V1/guest-carts/abc/payment-information', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({
      method: 'POST',
      url: 'https://shop.test/rest/V1/guest-carts/abc/payment-information',
      status: 404,
      serverMessage: 'No such entity with cartId = abc',
      trace: '#0 Quote.php(12)',
      parameters: { fieldName: 'cartId', fieldValue: 'abc' },
    });
    expect((error as Error).message).toBe(
      'POST https://shop.test/rest/V1/guest-carts/abc/payment-information failed (404): No such entity with cartId = abc',
    );
  });

  it('reports a body that is not JSON with the status text', async () => {
    const fetch: typeof globalThis.fetch = () =>
      Promise.resolve(
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      );
    const error = await createRestClient({ fetch })
      .request('GET', '/rest/V1/x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, serverMessage: 'Bad Gateway', trace: undefined });
  });

  it('turns a network failure into a RestError with status 0', async () => {
    const fetch: typeof globalThis.fetch = () => Promise.reject(new TypeError('fetch failed'));
    const error = await createRestClient({ fetch })
      .request('POST', '/rest/V1/x', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      serverMessage: 'fetch failed',
      method: 'POST',
      url: '/rest/V1/x',
    });
  });

  it('fills positional placeholders too', () => {
    expect(renderMessage('Carrier with such method not found: %1, %2', ['flatrate', 'x'])).toBe(
      'Carrier with such method not found: flatrate, x',
    );
    expect(
      renderMessage("The consumer isn't authorized to access %resources.", { resources: 'self' }),
    ).toBe("The consumer isn't authorized to access self.");
  });
});
