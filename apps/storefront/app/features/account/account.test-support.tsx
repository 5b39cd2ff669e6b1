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
import { SHOP_EXTENSIONS } from '@vitrine/graphql-client';
import type { ShopExtension } from '@vitrine/graphql-client';
import { createUserActors, userMachine } from '@vitrine/session';
import { ToastProvider } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import catalogue from '../../i18n/catalogues/fr_FR.json' with { type: 'json' };
import { ShopIntlProvider } from '../../i18n/shop-intl.tsx';
import type { PrivacySettings } from '../../privacy/privacy.ts';
import type { ShopRuntime } from '../../shop/runtime.client.ts';

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

/**
 * Renders `element` at `path` (and at every other path, to test navigations), under a root route
 * whose data lists the backend's `extensions` (every one by default, as the default server) and
 * its `privacy` settings (no anti-bot challenge, no audience measurement by default).
 */
export function renderInShop(
  element: ReactNode,
  path = '/',
  options: { extensions?: readonly ShopExtension[]; privacy?: PrivacySettings } = {},
) {
  const root = {
    extensions: [...(options.extensions ?? SHOP_EXTENSIONS)],
    privacy: options.privacy ?? { antiBot: null, analytics: false },
  };
  const router = createMemoryRouter(
    [{ id: 'root', loader: () => root, element: <Outlet />, children: [{ path: '*', element }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  const view = render(
    <ShopIntlProvider locale="fr_FR" messages={catalogue}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </ShopIntlProvider>,
  );
  return { ...view, router };
}
