/**
 * Where the storefront's server reaches the commerce backend. The browser never calls it directly:
 * it talks to the storefront origin, which proxies /graphql, /rest/ and /media/.
 */
export function backendUrl(): string {
  return (process.env.MAGENTO_BACKEND_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
}

/** Runs a GraphQL query against the backend for a server-side loader. */
export async function backendQuery<T>(query: string, store = 'fr'): Promise<T> {
  const url = new URL('/graphql', backendUrl());
  url.searchParams.set('query', query);
  const response = await fetch(url, { headers: { Store: store, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Backend answered ${response.status} for ${url.pathname}`);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join(', '));
  if (!body.data) throw new Error('Backend answered without data');
  return body.data;
}
