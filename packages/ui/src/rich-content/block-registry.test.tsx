import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { blockFamilyRegistry, blockRegistry, preloadServedRichContent } from './block-registry.tsx';
import { deferred } from './rich-content.test-utils.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

const counterModule = { Counter };
const NO_PAUSE = [0, 0];

describe('blockRegistry', () => {
  it('draws a loaded family synchronously, with no fallback', async () => {
    const registry = blockRegistry({ counter: () => Promise.resolve(counterModule) }, NO_PAUSE);
    await registry.load('counter');
    const view = <registry.View family="counter" render={(m) => <m.Counter label="Clics" />} />;
    // On the server: the content itself, in a boundary that never fell back.
    const html = renderToString(view);
    expect(html).toBe('<!--$--><button type="button">Clics 0</button><!--/$-->');
    // In the browser: there at the first render, without waiting for anything.
    render(view);
    expect(screen.getByRole('button', { name: 'Clics 0' })).toBeInTheDocument();
  });

  it('suspends a family not yet loaded, and draws it once it arrives', async () => {
    const arrival = deferred<typeof counterModule>();
    const registry = blockRegistry({ counter: () => arrival.promise }, NO_PAUSE);
    await act(async () => {
      render(<registry.View family="counter" render={(m) => <m.Counter label="Clics" />} />);
      await Promise.resolve();
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(async () => {
      arrival.resolve(counterModule);
      await arrival.promise;
    });
    expect(screen.getByRole('button', { name: 'Clics 0' })).toBeInTheDocument();
    expect(registry.loaded('counter')).toBe(counterModule);
  });

  it('keeps the server’s HTML while hydrating a family still on its way, then makes it live', async () => {
    const server = blockRegistry({ counter: () => Promise.resolve(counterModule) }, NO_PAUSE);
    await server.load('counter');
    const container = document.createElement('div');
    container.innerHTML = `<p>avant</p>${renderToString(
      <server.View family="counter" render={(m) => <m.Counter label="Clics" />} />,
    )}`;
    document.body.append(container);
    const arrival = deferred<typeof counterModule>();
    const client = blockRegistry({ counter: () => arrival.promise }, NO_PAUSE);
    const recoverable = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <p>avant</p>
          <client.View family="counter" render={(m) => <m.Counter label="Clics" />} />
        </>,
        { onRecoverableError: recoverable },
      );
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Clics 0' })).toBeInTheDocument();
    await act(async () => {
      arrival.resolve(counterModule);
      await arrival.promise;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clics 0' }));
    expect(screen.getByRole('button', { name: 'Clics 1' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  it('tries a failed fetch again after each pause, and once more at the next call', async () => {
    const loader = vi
      .fn<() => Promise<typeof counterModule>>()
      .mockRejectedValueOnce(new Error('dropped'))
      .mockRejectedValueOnce(new Error('dropped'))
      .mockResolvedValueOnce(counterModule);
    const registry = blockRegistry({ counter: loader }, NO_PAUSE);
    await expect(registry.load('counter')).resolves.toBe(counterModule);
    expect(loader).toHaveBeenCalledTimes(3);

    const failing = vi
      .fn<() => Promise<typeof counterModule>>()
      .mockRejectedValue(new Error('offline'));
    const offline = blockRegistry({ counter: failing }, NO_PAUSE);
    await expect(offline.load('counter')).rejects.toThrow('offline');
    expect(failing).toHaveBeenCalledTimes(3);
    failing.mockResolvedValue(counterModule);
    await expect(offline.load('counter')).resolves.toBe(counterModule);
    expect(failing).toHaveBeenCalledTimes(4);
  });

  it('preloads several families in parallel, never rejecting, ignoring unknown names', async () => {
    const registry = blockRegistry(
      {
        counter: () => Promise.resolve(counterModule),
        broken: () => Promise.reject(new Error('offline')),
      },
      NO_PAUSE,
    );
    await expect(registry.preload(['counter', 'broken', 'unknown', 'counter'])).resolves.toBe(
      undefined,
    );
    expect(registry.loaded('counter')).toBe(counterModule);
    expect(registry.loaded('broken')).toBeUndefined();
  });
});

describe('preloadServedRichContent', () => {
  it('fetches the families the server wrote on the page’s rich-content roots, and those only', async () => {
    document.body.innerHTML =
      '<div data-block-families="faq tabs"></div><div data-block-families="faq"></div><div></div>';
    expect(blockFamilyRegistry.loaded('faq')).toBeUndefined();
    await preloadServedRichContent(document);
    expect(blockFamilyRegistry.loaded('faq')?.FaqView).toBeTypeOf('function');
    expect(blockFamilyRegistry.loaded('tabs')?.TabsView).toBeTypeOf('function');
    expect(blockFamilyRegistry.loaded('video')).toBeUndefined();
    document.body.innerHTML = '';
  });
});
