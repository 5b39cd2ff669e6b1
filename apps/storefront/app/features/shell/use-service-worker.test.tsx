// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../testing/render-in-shop.tsx';
import { useServiceWorker } from './use-service-worker.ts';
import type { LoadServiceWorkerModule } from './use-service-worker.ts';
import type { ServiceWorkerCallbacks } from '../../lib/service-worker.client.ts';

function Page({ enabled, load }: { enabled: boolean; load: LoadServiceWorkerModule }) {
  useServiceWorker(enabled, load);
  return <p>Page</p>;
}

/** A stand-in for the worker module, recording the callbacks the shell gave it. */
function fakeModule() {
  const registered: ServiceWorkerCallbacks[] = [];
  const registerServiceWorker = vi.fn((callbacks: ServiceWorkerCallbacks) => {
    registered.push(callbacks);
    return Promise.resolve(true);
  });
  const load = vi.fn(() => Promise.resolve({ registerServiceWorker })) as LoadServiceWorkerModule;
  return { load, registerServiceWorker, registered };
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

const withServiceWorkers = () =>
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });

describe('useServiceWorker', () => {
  it('registers nothing outside the production build', async () => {
    withServiceWorkers();
    const { load } = fakeModule();
    renderInShop(<Page enabled={false} load={load} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
  });

  it('registers nothing where the browser has no service workers', async () => {
    const { load } = fakeModule();
    renderInShop(<Page enabled load={load} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
  });

  it('registers once the page has loaded, and offers a waiting version in French', async () => {
    withServiceWorkers();
    const { load, registerServiceWorker, registered } = fakeModule();
    renderInShop(<Page enabled load={load} />);
    // jsdom has finished loading the document: the registration waits only for an idle moment.
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));

    const activate = vi.fn();
    act(() => registered[0]?.onUpdateWaiting(activate));
    expect(await screen.findByText('Nouvelle version disponible')).toBeTruthy();
    expect(activate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
