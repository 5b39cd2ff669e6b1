import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offsetFileClock } from './clock.ts';
import { parseExtensions } from './env.ts';

describe('COMMERCE_CLOCK_OFFSET_FILE', () => {
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-clock-test-'));
  const file = join(folder, 'offset');
  afterEach(() => rmSync(file, { force: true }));

  it('is real time while the file is missing or empty, then real time plus the offset it holds, read again when it changes', () => {
    const now = offsetFileClock(file, () => 1_000);
    expect(now()).toBe(1_000);
    writeFileSync(file, '');
    expect(now()).toBe(1_000);
    writeFileSync(file, '2592000000\n');
    expect(now()).toBe(2_592_001_000);
    writeFileSync(file, '5000');
    // Another write in the same millisecond still counts: the size changed.
    expect(now()).toBe(6_000);
    writeFileSync(file, 'not a number');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(now()).toBe(6_000);
    rmSync(file);
    expect(now()).toBe(1_000);
  });
});

describe('COMMERCE_EXTENSIONS', () => {
  it('refuses subscriptions without card-payment: renewals are paid with a saved card', () => {
    expect(() => parseExtensions('subscriptions')).toThrow(
      'COMMERCE_EXTENSIONS: the extension "subscriptions" needs "card-payment"',
    );
    expect([...parseExtensions('subscriptions,card-payment')].sort()).toEqual([
      'capabilities',
      'card-payment',
      'subscriptions',
    ]);
  });
});
