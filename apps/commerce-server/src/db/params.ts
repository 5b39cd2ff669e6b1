import { inputError } from '../graphql/errors.ts';

/**
 * PostgreSQL text cannot hold NUL characters; a client string carrying one would surface as a driver
 * error (a 500). Refuse it up front as bad input, for every statement of both adapters.
 */
export function checkParams(params: readonly unknown[] | undefined): void {
  if (!params) return;
  for (const value of params) {
    if (typeof value === 'string' && value.includes('\u0000'))
      throw inputError('Input must not contain NUL characters.');
    if (Array.isArray(value)) checkParams(value);
  }
}
