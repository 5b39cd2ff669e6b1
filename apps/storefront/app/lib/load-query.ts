import type { AnyVariables, DocumentInput } from '@urql/core';
import type { ShopClient } from '@vitrine/graphql-client';
import { data } from 'react-router';

/**
 * Runs a read for a route loader. A result without data (backend down, broken answer) becomes a
 * 503 thrown to the route's error boundary, which shows the internal error page; partial data is
 * used as it is, since the client has already logged the errors.
 */
export async function loadQuery<Data, Variables extends AnyVariables>(
  shop: ShopClient,
  document: DocumentInput<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await shop.graphql.query(document, variables).toPromise();
  if (result.data === undefined || result.data === null) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
    throw data({ reason: 'backend' }, { status: 503 });
  }
  return result.data;
}
