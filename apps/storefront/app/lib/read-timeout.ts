import { READ_TIMEOUT_MS } from '@vitrine/graphql-client';
import { data } from 'react-router';

/**
 * A client-side navigation's read with a bound: when the page's data has not come after
 * `timeoutMs` (the GraphQL client's read timeout, 8 s), the navigation gives up with a 504 that
 * the route's error view shows with a retry button (reliability case R2, decision 106). The
 * loading bar is what the shopper sees until then.
 */
export async function withReadTimeout<T>(
  read: Promise<T>,
  timeoutMs: number = READ_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- react-router shows a thrown `data()` as a route error with its status
      reject(data({ reason: 'timeout' }, { status: 504 }));
    }, timeoutMs);
  });
  try {
    return await Promise.race([read, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
