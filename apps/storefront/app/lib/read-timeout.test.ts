import { READ_TIMEOUT_MS } from '@vitrine/graphql-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withReadTimeout } from './read-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withReadTimeout', () => {
  it('answers what the read answers in time', async () => {
    await expect(withReadTimeout(Promise.resolve({ type: 'CATEGORY' }))).resolves.toEqual({
      type: 'CATEGORY',
    });
  });

  it('gives up with a 504 after the read timeout, under 10 s', async () => {
    vi.useFakeTimers();
    const outcome = withReadTimeout(new Promise(() => undefined)).then(
      () => 'answered',
      (error: unknown) => error,
    );
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(READ_TIMEOUT_MS).toBeLessThan(10_000);
    expect(error).toMatchObject({ data: { reason: 'timeout' }, init: { status: 504 } });
  });

  it('passes the read’s own failure on', async () => {
    await expect(withReadTimeout(Promise.reject(new Error('503')))).rejects.toThrow('503');
  });
});
