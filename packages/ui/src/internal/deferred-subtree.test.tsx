// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredSubtree } from './deferred-subtree.tsx';

function Menu({ onOpen }: { onOpen?: () => void }) {
  return (
    <DeferredSubtree as="ul" className="panel" data-testid="panel">
      <li>
        <button type="button" onClick={onOpen}>
          Vitamines
        </button>
      </li>
    </DeferredSubtree>
  );
}

describe('DeferredSubtree', () => {
  it('renders its element, with its props and its children', () => {
    render(<Menu />);
    const panel = screen.getByTestId('panel');
    expect(panel.tagName).toBe('UL');
    expect(panel.className).toBe('panel');
    expect(screen.getByRole('button', { name: 'Vitamines' })).toBeDefined();
  });

  it('hydrates with the page: the server’s nodes are kept and their handlers attached', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Menu />);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    let opened = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Menu onOpen={() => (opened += 1)} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    const button = container.querySelector('button');
    expect(button).toBe(serverButton);
    button?.click();
    expect(opened).toBe(1);
  });
});
