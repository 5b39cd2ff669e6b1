import { describe, expect, it } from 'vitest';
import { antiBotScriptUrl, antiBotSettingsFor } from './anti-bot.client.ts';

const CONFIG = {
  is_enabled: true,
  website_key: 'site-key',
  badge_position: 'bottomright',
  language_code: 'fr',
  forms: ['CONTACT', 'NEWSLETTER'],
};

describe('the anti-bot challenge', () => {
  it('applies only when the store enables it and lists the form', () => {
    expect(antiBotSettingsFor(CONFIG, 'NEWSLETTER')).toEqual({
      websiteKey: 'site-key',
      badge: 'bottomright',
      language: 'fr',
    });
    expect(antiBotSettingsFor({ ...CONFIG, is_enabled: false }, 'NEWSLETTER')).toBeNull();
    expect(antiBotSettingsFor({ ...CONFIG, forms: ['CONTACT'] }, 'NEWSLETTER')).toBeNull();
    expect(antiBotSettingsFor({ ...CONFIG, website_key: '' }, 'CONTACT')).toBeNull();
    expect(antiBotSettingsFor(null, 'CONTACT')).toBeNull();
  });

  it('loads the script with the badge, render, onload and hl parameters', () => {
    const url = new URL(antiBotScriptUrl({ websiteKey: 'k', badge: 'bottomleft', language: 'fr' }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      render: 'k',
      badge: 'bottomleft',
      hl: 'fr',
      onload: 'vitrineAntiBotLoaded',
    });
  });

  it('renders the invisible widget itself for an inline badge', () => {
    const url = new URL(antiBotScriptUrl({ websiteKey: 'k', badge: 'inline', language: 'fr' }));
    expect(url.searchParams.get('render')).toBe('explicit');
  });
});
