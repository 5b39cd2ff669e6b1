// @vitest-environment node
import { ConsentPlaceholder, useContentConsent } from '@vitrine/ui';
import { renderToString } from 'react-dom/server';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import catalogue from '../i18n/catalogues/fr_FR.json';
import { ShopIntlProvider } from '../i18n/shop-intl.tsx';
import { ConsentRoot } from './consent-root.tsx';

function HeldVideo() {
  const consent = useContentConsent('video');
  return consent.granted ? (
    <p>vidéo</p>
  ) : (
    <ConsentPlaceholder kind="video" provider="YouTube" consent={consent} />
  );
}

/** The page's HTML as the server renders it (no window: the server's consent). */
function serverHtml(): string {
  const root = { extensions: [], privacy: { antiBot: null, analytics: false } };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => root,
        element: <Outlet />,
        children: [
          {
            path: '*',
            element: (
              <ConsentRoot>
                <HeldVideo />
              </ConsentRoot>
            ),
          },
        ],
      },
    ],
    { hydrationData: { loaderData: { root } } },
  );
  return renderToString(
    <ShopIntlProvider locale="fr_FR" messages={catalogue}>
      <RouterProvider router={router} />
    </ShopIntlProvider>,
  );
}

describe('the consent of the server’s HTML', () => {
  it('holds every third party back and shows no banner', () => {
    const html = serverHtml();
    expect(html).toContain('Autoriser et afficher');
    expect(html).not.toContain('vidéo</p>');
    expect(html).not.toContain('Tout refuser');
  });

  it('offers the placeholders’ preferences link as the browser does, so hydration matches', () => {
    // The browser's consent can always open the panel; a placeholder without the link on the
    // server failed hydration (React error 418) on every page with a video.
    expect(serverHtml()).toContain('Gérer mes cookies');
  });
});
