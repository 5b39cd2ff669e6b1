/**
 * Renders an account, contact or newsletter component for a jsdom test: the French catalogue,
 * toasts, a memory router, and (for the account forms) a shop runtime whose user actor runs
 * the real session machine over the session package's fake server.
 */
import { render } from '@testing-library/react';
import {
  MemoryStorage,
  createFakeSessionServer,
  recordingSignOutSteps,
} from '@vitrine/session/testing';
import { createUserActors, userMachine } from '@vitrine/session';
import { ToastProvider } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import catalogue from '../../i18n/catalogues/fr_FR.json' with { type: 'json' };
import { ShopIntlProvider } from '../../i18n/shop-intl.tsx';
import type { ShopRuntime } from '../runtime/runtime.client.ts';

/** A runtime with the real user machine over the fake session server. */
export function fakeRuntime() {
  const server = createFakeSessionServer();
  const { steps } = recordingSignOutSteps();
  const user = createActor(
    userMachine.provide({ actors: createUserActors(server.functions, steps) }),
    { input: { storage: new MemoryStorage() } },
  ).start();
  const runtime = { user, commerce: {}, cart: {}, shop: {} } as unknown as ShopRuntime;
  return { runtime, server, user };
}

/** Renders `element` at `path` (and at every other path, to test navigations). */
export function renderInShop(element: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <ShopIntlProvider locale="fr_FR" messages={catalogue}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ShopIntlProvider>,
  );
  return { ...view, router };
}
