import { expectConsole } from '@vitrine/test-harness';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  messageServiceWorker,
  prefetchImages,
  registerServiceWorker,
} from './service-worker.client.ts';
import type { ServiceWorkerHost, WorkboxFactory } from './service-worker.client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page whose controlling worker answers each message on the port it came with. */
function controlledBy(answer: (message: unknown) => unknown): ServiceWorkerHost {
  const controller = {
    postMessage(message: unknown, transfer: MessagePort[]) {
      transfer[0]?.postMessage(answer(message));
    },
  };
  return { serviceWorker: { controller } } as unknown as ServiceWorkerHost;
}

describe('messages to the service worker (spec §7, §8)', () => {
  it('resolves with the worker’s answer', async () => {
    const host = controlledBy((message) => ({
      type: 'PREFETCH_IMAGES_DONE',
      cached: (message as { urls: string[] }).urls.length,
      failed: 0,
    }));
    await expect(
      prefetchImages(['/media/a.png?width=320', '/media/b.png?width=320'], host),
    ).resolves.toEqual({
      type: 'PREFETCH_IMAGES_DONE',
      cached: 2,
      failed: 0,
    });
  });

  it('rejects with "SW Not Registered" when no worker controls the page', async () => {
    const none = { serviceWorker: { controller: null } } as unknown as ServiceWorkerHost;
    await expect(messageServiceWorker({ type: 'PREFETCH_IMAGES', urls: [] }, none)).rejects.toThrow(
      'SW Not Registered',
    );
  });

  it('rejects with "SW Not Registered" where the browser has no service workers', async () => {
    await expect(prefetchImages(['/media/a.png'], {})).rejects.toThrow('SW Not Registered');
  });
});

type Listener = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's `Workbox`, recording what the page asked of it. */
function fakeWorkbox(register: () => Promise<unknown> = () => Promise.resolve({})) {
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    addEventListener: vi.fn((type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    register: vi.fn(register),
    messageSkipWaiting: vi.fn(),
    messageSW: vi.fn(() => Promise.resolve(true)),
  };
  const emit = (type: string, event: { isUpdate?: boolean } = {}) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  const factory = vi.fn(() => workbox) as unknown as WorkboxFactory;
  return { workbox, emit, factory };
}

describe('registering the service worker', () => {
  it('registers /sw.js', async () => {
    const { workbox, factory } = fakeWorkbox();
    await expect(registerServiceWorker({ onUpdateWaiting: vi.fn() }, factory)).resolves.toBe(true);
    expect(factory).toHaveBeenCalledWith('/sw.js');
    expect(workbox.register).toHaveBeenCalledTimes(1);
  });

  it('logs "Failed to register SW." when registration fails, and goes on without a worker', async () => {
    const errors = expectConsole('error');
    const { factory } = fakeWorkbox(() => Promise.reject(new Error('SecurityError')));
    await expect(registerServiceWorker({ onUpdateWaiting: vi.fn() }, factory)).resolves.toBe(false);
    expect(errors.calls).toEqual([['Failed to register SW.', expect.any(Error)]]);
  });

  it('offers a waiting version, and hands over then reloads only when the shopper accepts', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    const { workbox, emit, factory } = fakeWorkbox();
    const onUpdateWaiting = vi.fn();
    await registerServiceWorker({ onUpdateWaiting }, factory);
    emit('waiting');
    expect(onUpdateWaiting).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    const [activate] = onUpdateWaiting.mock.calls[0] as [() => void];
    activate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hands the first worker the page it arrived on, asked for as HTML', async () => {
    vi.stubGlobal('location', {
      href: 'https://shop.example/vitamines.html',
      origin: 'https://shop.example',
    });
    vi.stubGlobal('performance', {
      getEntriesByType: () => [
        { name: 'https://shop.example/assets/shell-abc.js' },
        { name: 'https://shop.example/media/catalog/product/a.png?width=320' },
        { name: 'https://shop.example/graphql?operationName=GetCart' },
        { name: 'https://cdn.example/other.js' },
      ],
    });
    const { workbox, emit, factory } = fakeWorkbox();
    await registerServiceWorker({ onUpdateWaiting: vi.fn() }, factory);
    emit('activated', { isUpdate: true });
    expect(workbox.messageSW).not.toHaveBeenCalled();
    emit('activated', { isUpdate: false });
    expect(workbox.messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          ['https://shop.example/vitamines.html', { headers: { Accept: 'text/html' } }],
          'https://shop.example/assets/shell-abc.js',
          'https://shop.example/media/catalog/product/a.png?width=320',
        ],
      },
    });
  });
});
