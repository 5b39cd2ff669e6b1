import { describe, expect, it, vi } from 'vitest';
import { pageModule } from './page-module.ts';

const Page = () => null;

describe('pageModule', () => {
  it('fetches once, then has the component at hand', async () => {
    const importer = vi.fn(() => Promise.resolve(Page));
    const module = pageModule(importer, []);
    expect(module.loaded).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(Page);
    expect(second).toBe(Page);
    expect(module.loaded).toBe(Page);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again after a pause before giving up', async () => {
    const importer = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Page);
    await expect(pageModule(importer, [1]).load()).resolves.toBe(Page);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('rejects once every attempt failed, and fetches again at the next call', async () => {
    const importer = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Page);
    const module = pageModule(importer, [1]);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded).toBeUndefined();
    await expect(module.load()).resolves.toBe(Page);
    expect(importer).toHaveBeenCalledTimes(3);
  });
});
