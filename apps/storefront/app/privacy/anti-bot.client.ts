/**
 * The anti-bot challenge (reCAPTCHA v3, spec §5/§7): loaded only when the store turns it on for
 * the form and the visitor allowed it (CNIL holds that reCAPTCHA needs prior consent), from the
 * third-party host with the badge, render, onload and hl parameters. Its token travels in the
 * request headers with the form's action name. Google unreachable or slow (3 s) is logged and the
 * form is sent without a token (spec §8: "logged, returns empty data"): the server then decides.
 */
import type { AntiBotToken } from '@vitrine/graphql-client';
import type { AntiBotConfig } from './privacy.ts';

/** How long a submission waits for the challenge before it goes without a token. */
export const ANTI_BOT_TIMEOUT_MS = 3000;

/** What loads the challenge for one form. */
export interface AntiBotSettings {
  websiteKey: string;
  badge: string;
  language: string;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(key: string | number, options: { action: string }): Promise<string>;
  render(container: HTMLElement, options: Record<string, unknown>): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    vitrineAntiBotLoaded?: () => void;
  }
}

const SCRIPT_HOST = 'https://www.google.com/recaptcha/api.js';

/** Which settings apply to `form` (a `ReCaptchaFormEnum` name), or null when it needs no challenge. */
export function antiBotSettingsFor(
  config: AntiBotConfig | null | undefined,
  form: string,
): AntiBotSettings | null {
  if (!config || config.websiteKey === '' || !config.forms.includes(form)) return null;
  return { websiteKey: config.websiteKey, badge: config.badge, language: config.language };
}

/** The script URL: `render` is the key, or `explicit` for the invisible inline widget. */
export function antiBotScriptUrl(settings: AntiBotSettings): string {
  const params = new URLSearchParams({
    render: settings.badge === 'inline' ? 'explicit' : settings.websiteKey,
    badge: settings.badge,
    hl: settings.language,
    onload: 'vitrineAntiBotLoaded',
  });
  return `${SCRIPT_HOST}?${params.toString()}`;
}

/** Rejects after `ms` unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

let loading: Promise<Grecaptcha> | undefined;

function loadScript(settings: AntiBotSettings): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.vitrineAntiBotLoaded = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('The anti-bot script loaded without its API'));
    };
    const script = document.createElement('script');
    script.src = antiBotScriptUrl(settings);
    script.async = true;
    script.onerror = () => reject(new Error('The anti-bot script failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // The next submission tries again (the network may be back).
    loading = undefined;
    throw error;
  });
  return loading;
}

let inlineWidget: number | undefined;

/**
 * The challenge token for one submission, or undefined when the script or Google did not answer
 * within `timeoutMs` (logged): the form is then sent without it.
 */
export async function antiBotToken(
  settings: AntiBotSettings,
  action: string,
  timeoutMs = ANTI_BOT_TIMEOUT_MS,
): Promise<AntiBotToken | undefined> {
  try {
    const token = await within(
      (async () => {
        const grecaptcha = await loadScript(settings);
        let key: string | number = settings.websiteKey;
        if (settings.badge === 'inline') {
          if (inlineWidget === undefined) {
            const container = document.createElement('div');
            document.body.append(container);
            inlineWidget = grecaptcha.render(container, {
              sitekey: settings.websiteKey,
              size: 'invisible',
              badge: 'inline',
            });
          }
          key = inlineWidget;
        }
        return grecaptcha.execute(key, { action });
      })(),
      timeoutMs,
      'The anti-bot challenge',
    );
    return { token, action };
  } catch (error) {
    console.warn('Anti-bot challenge unavailable; the form is sent without its token', error);
    return undefined;
  }
}
