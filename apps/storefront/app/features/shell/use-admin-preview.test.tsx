// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminPreview } from './use-admin-preview.ts';

const ADMIN = 'https://admin.orsalis.example';
const TOKEN = 'admin-token-0123456789abcdef0123456789';
const MESSAGE = { authorization: `Bearer ${TOKEN}`, version: '1767225600' };

function Page({ origin }: { origin: string | null }) {
  useAdminPreview(origin);
  return null;
}

const reload = vi.fn();
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'admin_preview=; Max-Age=0; Path=/';
  reload.mockReset();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, protocol: 'http:', reload },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const post = (data: unknown, origin: string) =>
  act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
    await Promise.resolve();
  });
const stored = () => [
  localStorage.getItem('admin_preview_token'),
  localStorage.getItem('admin_preview_version'),
];

describe('useAdminPreview', () => {
  it('stores a preview message from the admin’s origin and reloads', async () => {
    render(<Page origin={ADMIN} />);
    await post(MESSAGE, ADMIN);
    expect(stored().every((value) => value !== null)).toBe(true);
    expect(JSON.stringify(stored())).toContain(TOKEN);
    expect(document.cookie).toContain('admin_preview=');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a message from another origin, a malformed one, and any without a configured origin', async () => {
    const { unmount } = render(<Page origin={ADMIN} />);
    await post(MESSAGE, 'https://evil.example');
    await post(MESSAGE, 'https://admin.orsalis.example.evil.example');
    await post({ authorization: TOKEN }, ADMIN);
    unmount();
    render(<Page origin={null} />);
    await post(MESSAGE, ADMIN);
    expect(stored()).toEqual([null, null]);
    expect(document.cookie).not.toContain('admin_preview=');
    expect(reload).not.toHaveBeenCalled();
  });

  it('removes the stored credentials and the cookie 10 s after the load that applies them', async () => {
    render(<Page origin={ADMIN} />);
    await post(MESSAGE, ADMIN);
    cleanup();
    vi.useFakeTimers();
    render(<Page origin={ADMIN} />);
    await act(async () => {
      vi.advanceTimersByTime(9_900);
      await Promise.resolve();
    });
    expect(stored().every((value) => value !== null)).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(200);
      await Promise.resolve();
    });
    expect(stored()).toEqual([null, null]);
    expect(document.cookie).not.toContain('admin_preview=');
  });
});
