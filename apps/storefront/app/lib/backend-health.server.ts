/**
 * Whether the commerce backend can be reached, as the storefront server's own calls find it. The
 * shop client retries a failed read up to 5 times over about 5 s (decision 061, spec §7): right for
 * a shopper's browser on a flaky line, wrong for the server when the backend is down, where every
 * page then waited 5–6 s for its 503 (issue 18). Once a call could not even connect, the server's
 * clients stop retrying (`isOnline` says no), so pages answer their 503 at once; each request still
 * makes its first attempt, and the first one that gets an answer makes the backend reachable
 * again: the shop recovers by itself when the backend comes back.
 */

/** Errors of the connection itself: nothing listens there, or the host cannot be found or reached. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function codesOf(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 3) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...codesOf(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((inner) => codesOf(inner, depth + 1)) : []),
  ];
}

/** Whether a `fetch` rejection means the backend could not be connected to at all. */
export function isConnectionFailure(error: unknown): boolean {
  return codesOf(error).some((code) => CONNECTION_FAILURES.has(code));
}

export interface BackendHealth {
  /** `fetch` that records whether the backend answered or could not be connected to. */
  readonly watch: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
  /** False since a call failed to connect, until a call gets an answer. */
  readonly isReachable: () => boolean;
}

export function createBackendHealth(): BackendHealth {
  let reachable = true;
  return {
    watch: (fetch) => {
      return async (input, init) => {
        try {
          const response = await fetch(input, init);
          reachable = true;
          return response;
        } catch (error) {
          if (isConnectionFailure(error)) reachable = false;
          throw error;
        }
      };
    },
    isReachable: () => reachable,
  };
}

/** The storefront process's view of its backend. */
export const backendHealth = createBackendHealth();
