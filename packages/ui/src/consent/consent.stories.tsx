import type { Meta, StoryObj } from '@storybook/react-vite';
import { MAP_FIXTURE, TINTUP_FIXTURE, VIDEO_YOUTUBE_FIXTURE } from '@vitrine/rich-content/testing';
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import { MarkupStory } from '../rich-content/rich-content.story-helpers.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { ConsentProvider, createMemoryConsent } from './consent-context.tsx';
import { ConsentPreferences } from './consent-preferences.tsx';

/** A page behind the banner, to judge how much of it stays visible at 375 px. */
function PageBehind() {
  return (
    <div style={{ padding: 'var(--space-5)', display: 'grid', gap: 'var(--space-4)' }}>
      <h1 style={{ margin: 0 }}>Magnésium marin B6</h1>
      <p style={{ margin: 0 }}>Réduit la fatigue. Cure de 30 jours, 60 gélules végétales.</p>
      <button type="button" style={{ justifySelf: 'start' }}>
        Ajouter au panier
      </button>
    </div>
  );
}

const meta = {
  title: 'Consent/Banner and preferences',
  component: ConsentBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Votre vie privée, vos choix',
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onCustomise: fn(),
    children: (
      <p>
        Avec votre accord, nous affichons des vidéos, des cartes et des avis hébergés par d’autres
        services, et protégeons nos formulaires contre les robots. Vous pouvez changer d’avis à tout
        moment depuis « Gérer mes cookies », en bas de page.
      </p>
    ),
  },
  render: (args) => (
    <>
      <PageBehind />
      <ConsentBanner {...args} />
    </>
  ),
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: refusing is one click, exactly as accepting. */
export const Banner: Story = {};

const PURPOSES = [
  {
    id: 'videos',
    title: 'Vidéos',
    description: 'Lecteurs YouTube et Vimeo : ces services peuvent déposer des cookies.',
  },
  {
    id: 'maps',
    title: 'Cartes',
    description: 'Cartes OpenStreetMap de nos boutiques : le service reçoit votre adresse IP.',
  },
  {
    id: 'social',
    title: 'Réseaux sociaux et avis',
    description: 'Fil de nos publications et widget d’avis clients, fournis par des tiers.',
  },
  {
    id: 'antiBot',
    title: 'Protection anti-robot',
    description: 'Google reCAPTCHA analyse votre visite pour protéger nos formulaires.',
  },
];

function PreferencesStory() {
  const [open, setOpen] = useState(true);
  const initial = useMemo(() => ({ videos: true }), []);
  return (
    <>
      <PageBehind />
      <button type="button" onClick={() => setOpen(true)}>
        Gérer mes cookies
      </button>
      <ConsentPreferences
        isOpen={open}
        onClose={() => setOpen(false)}
        intro={<p>Choisissez ce que vous acceptez, finalité par finalité.</p>}
        necessary={{
          title: 'Strictement nécessaires',
          description: 'Panier, connexion et mémorisation de vos choix : toujours actifs.',
        }}
        purposes={PURPOSES}
        initial={initial}
        onSave={() => setOpen(false)}
      />
    </>
  );
}

/** The per-purpose panel, opened from "Customise" or the footer's link. */
export const Preferences: Story = { render: () => <PreferencesStory /> };

function HeldContent({ html }: { html: string }) {
  const consent = useMemo(() => createMemoryConsent([], fn()), []);
  return (
    <div style={{ padding: 'var(--space-5)', maxWidth: 900 }}>
      <ConsentProvider control={consent}>
        <MarkupStory html={html} />
      </ConsentProvider>
    </div>
  );
}

/** A YouTube video before consent: nothing is asked of YouTube until "Allow and show". */
export const VideoPlaceholder: Story = {
  render: () => <HeldContent html={VIDEO_YOUTUBE_FIXTURE.replace('?autoplay=1&amp;mute=1', '')} />,
};
/** A map before consent, the addresses below it. */
export const MapPlaceholder: Story = { render: () => <HeldContent html={MAP_FIXTURE} /> };
/** The social feed before consent, over the feed's own box. */
export const SocialFeedPlaceholder: Story = {
  render: () => <HeldContent html={TINTUP_FIXTURE} />,
};
