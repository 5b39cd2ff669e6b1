/**
 * The anti-bot challenge (reCAPTCHA v3, spec §5/§7): loaded only when the store turns it on
 * and lists the form, from the third-party host with the badge, render, onload and hl
 * parameters. Its token travels in the request headers with the form's action name. A failure
 * is logged and the form is sent without a token (spec §8: "logged, returns empty data"): the
 * server then decides.
 */
import { GetReCaptchaV3Config } from '@vitrine/graphql-client';
import type { AntiBotToken, ShopClient } from '@vitrine/graphql-client';

/** The forms of the anti-bot configuration this storefront sends. */
export type AntiBotForm = 'CONTACT' | 'NEWSLETTER';

interface AntiBotSettings {
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

/** Which settings apply to `form`, or null when it needs no challenge. */
export function antiBotSettingsFor(
  config:
    | {
        is_enabled: boolean;
        website_key: string;
        badge_position: string;
        language_code?: string | null;
        forms: readonly (string | null)[];
      }
    | null
    | undefined,
  form: AntiBotForm,
): AntiBotSettings | null {
  if (!config?.is_enabled || config.website_key === '' || !config.forms.includes(form)) return null;
  return {
    websiteKey: config.website_key,
    badge: config.badge_position || 'bottomright',
    language: config.language_code ?? 'fr',
  };
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
    loading = undefined;
    throw error;
  });
  return loading;
}

let inlineWidget: number | undefined;

/**
 * The challenge token for one submission of `form`, or undefined when the form needs none or
 * the challenge failed (logged).
 */
export async function antiBotToken(
  shop: ShopClient,
  form: AntiBotForm,
  action: string,
): Promise<AntiBotToken | undefined> {
  try {
    const result = await shop.graphql.query(GetReCaptchaV3Config, {}).toPromise();
    const settings = antiBotSettingsFor(result.data?.recaptchaV3Config, form);
    if (!settings) return undefined;
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
    const token = await grecaptcha.execute(key, { action });
    return { token, action };
  } catch (error) {
    console.error('Anti-bot challenge failed', error);
    return undefined;
  }
}
