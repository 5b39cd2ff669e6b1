import { describe, expect, it, vi } from 'vitest';
import { heldWhile, nextTask } from './next-task.ts';

describe('heldWhile', () => {
  it('sends a call made while holding in a later task, and later calls at once', async () => {
    let holding = true;
    const sent: string[] = [];
    const functions = {
      getCart: vi.fn((id: string) => {
        sent.push(id);
        return Promise.resolve(`cart ${id}`);
      }),
      name: 'shop',
    };
    const held = heldWhile(functions, () => holding);
    const first = held.getCart('a');
    holding = false;
    // Not sent in the task that asked for it.
    expect(sent).toEqual([]);
    const second = held.getCart('b');
    expect(sent).toEqual(['b']);
    await expect(first).resolves.toBe('cart a');
    await expect(second).resolves.toBe('cart b');
    expect(sent).toEqual(['b', 'a']);
    expect(held.name).toBe('shop');
  });

  it('passes the held call’s rejection on', async () => {
    const held = heldWhile({ fail: () => Promise.reject(new Error('offline')) }, () => true);
    await expect(held.fail()).rejects.toThrow('offline');
  });

  it('nextTask resolves after what is already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    await nextTask();
    expect(order).toEqual(['queued']);
  });
});
