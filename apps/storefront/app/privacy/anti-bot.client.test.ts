// @vitest-environment jsdom
import { expectConsole } from '@vitrine/test-harness';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AntiBotModule from './anti-bot.client.ts';
import type * as FormGuardModule from './form-guard.ts';
import type * as FormGuardSlotModule from './form-guard-slot.ts';
import type { PrivacySettings } from './privacy.ts';

// Each test starts with no script loading (the module keeps the one in flight).
let antiBot: typeof AntiBotModule;
let forms: typeof FormGuardModule;
let slot: typeof FormGuardSlotModule;
beforeEach(async () => {
  vi.resetModules();
  antiBot = await import('./anti-bot.client.ts');
  forms = await import('./form-guard.ts');
  slot = await import('./form-guard-slot.ts');
});

const CONFIG = {
  websiteKey: 'site-key',
  badge: 'bottomright',
  language: 'fr',
  forms: ['CONTACT', 'NEWSLETTER', 'CUSTOMER_LOGIN'],
};
const PRIVACY: PrivacySettings = { antiBot: CONFIG, analytics: false };

const googleScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://www.google.com/recaptcha/'),
  );

afterEach(() => {
  vi.useRealTimers();
  for (const script of googleScripts()) script.remove();
  delete window.grecaptcha;
});

describe('the anti-bot challenge', () => {
  it('applies only when the store turns it on and lists the form', () => {
    expect(antiBot.antiBotSettingsFor(CONFIG, 'NEWSLETTER')).toEqual({
      websiteKey: 'site-key',
      badge: 'bottomright',
      language: 'fr',
    });
    expect(antiBot.antiBotSettingsFor({ ...CONFIG, forms: ['CONTACT'] }, 'NEWSLETTER')).toBeNull();
    expect(antiBot.antiBotSettingsFor({ ...CONFIG, websiteKey: '' }, 'CONTACT')).toBeNull();
    expect(antiBot.antiBotSettingsFor(null, 'CONTACT')).toBeNull();
  });

  it('loads the script with the badge, render, onload and hl parameters', () => {
    const url = new URL(
      antiBot.antiBotScriptUrl({ websiteKey: 'k', badge: 'bottomleft', language: 'fr' }),
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      render: 'k',
      badge: 'bottomleft',
      hl: 'fr',
      onload: 'vitrineAntiBotLoaded',
    });
  });

  it('renders the invisible widget itself for an inline badge', () => {
    const url = new URL(
      antiBot.antiBotScriptUrl({ websiteKey: 'k', badge: 'inline', language: 'fr' }),
    );
    expect(url.searchParams.get('render')).toBe('explicit');
  });

  it('gives up after 3 s when Google does not answer, and lets the form go without a token', async () => {
    vi.useFakeTimers();
    const warnings = expectConsole('warn');
    const pending = antiBot.antiBotToken(CONFIG, 'contactUs');
    expect(googleScripts()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(antiBot.ANTI_BOT_TIMEOUT_MS);
    await expect(pending).resolves.toBeUndefined();
    expect(String(warnings.calls[0]?.[0])).toContain('Anti-bot challenge unavailable');
  });

  it('gives up at once when the script fails to load', async () => {
    const warnings = expectConsole('warn');
    const pending = antiBot.antiBotToken(CONFIG, 'contactUs');
    googleScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(pending).resolves.toBeUndefined();
    expect(warnings.calls).toHaveLength(1);
  });

  it('answers the token made for the form’s action once the script is there', async () => {
    const execute = vi.fn(() => Promise.resolve('google-token'));
    const pending = antiBot.antiBotToken(CONFIG, 'subscribeNewsLetter');
    window.grecaptcha = { ready: vi.fn(), render: vi.fn(), execute };
    window.vitrineAntiBotLoaded?.();
    await expect(pending).resolves.toEqual({
      token: 'google-token',
      action: 'subscribeNewsLetter',
    });
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'subscribeNewsLetter' });
  });
});

describe('the guard of a protected form', () => {
  it('sends the honeypot and asks Google nothing without the visitor’s consent', async () => {
    const guard = await forms.guardForm(PRIVACY, 'CONTACT', '', () => false);
    expect(guard).toEqual({ honeypot: '' });
    expect(googleScripts()).toEqual([]);
  });

  it('sends the honeypot alone when the store does not protect the form', async () => {
    expect(await forms.guardForm(PRIVACY, 'CUSTOMER_CREATE', 'spam', () => true)).toEqual({
      honeypot: 'spam',
    });
    expect(
      await forms.guardForm({ antiBot: null, analytics: false }, 'CONTACT', '', () => true),
    ).toEqual({ honeypot: '' });
    expect(googleScripts()).toEqual([]);
  });

  it('adds the token of the form’s action once the visitor allowed the challenge', async () => {
    const pending = forms.guardForm(PRIVACY, 'CUSTOMER_LOGIN', '', () => true);
    window.grecaptcha = { ready: vi.fn(), render: vi.fn(), execute: () => Promise.resolve('t') };
    window.vitrineAntiBotLoaded?.();
    expect(await pending).toEqual({ honeypot: '', antiBot: { token: 't', action: 'signIn' } });
    expect(forms.FORM_ACTIONS.CUSTOMER_LOGIN).toBe('signIn');
  });
});

describe('the guard an account form leaves for the session machine’s call', () => {
  it('is taken once, by the call of its own form, while its token is fresh', () => {
    slot.armFormGuard('CUSTOMER_LOGIN', { honeypot: '' }, 1_000);
    expect(slot.takeFormGuard('CUSTOMER_CREATE', 1_000)).toBeUndefined();
    expect(slot.takeFormGuard('CUSTOMER_LOGIN', 2_000)).toEqual({ honeypot: '' });
    expect(slot.takeFormGuard('CUSTOMER_LOGIN', 2_000)).toBeUndefined();
    slot.armFormGuard('CUSTOMER_LOGIN', { honeypot: '' }, 1_000);
    expect(slot.takeFormGuard('CUSTOMER_LOGIN', 101_000)).toBeUndefined();
  });
});
