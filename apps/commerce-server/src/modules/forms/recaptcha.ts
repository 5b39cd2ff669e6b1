import type { RequestContext, ServerServices } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { requestIp } from '../platform/client-ip.ts';
import { platformOf } from '../platform/platform.services.ts';

/** Magento's validation failure message (ReCaptchaValidation). */
export const RECAPTCHA_FAILED = 'reCAPTCHA verification failed.';
/** Magento's technical failure message, when Google cannot be asked. */
export const RECAPTCHA_UNAVAILABLE =
  'Something went wrong with reCAPTCHA. Please contact the store owner.';

/** Forms of `ReCaptchaFormEnum` this server protects. */
export type ProtectedForm =
  | 'PLACE_ORDER'
  | 'CONTACT'
  | 'CUSTOMER_LOGIN'
  | 'CUSTOMER_FORGOT_PASSWORD'
  | 'CUSTOMER_CREATE'
  | 'CUSTOMER_EDIT'
  | 'NEWSLETTER';

/** Google's siteverify answer (the fields we read). */
export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/** Checks a token: Google's siteverify, or a fake in tests (RECAPTCHA_VERIFY_URL on loopback). */
export interface RecaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<SiteverifyAnswer>;
}

/** The siteverify client: POST secret, response and remoteip as a form, 5 s timeout. */
export function siteverifyVerifier(
  url: string,
  secret: string,
  fetchImpl: typeof fetch = fetch,
): RecaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      return (await response.json()) as SiteverifyAnswer;
    },
  };
}

interface RecaptchaState {
  enabled: boolean;
  forms: ReadonlySet<string>;
  minimumScore: number;
  websiteKey: string;
  verifier: RecaptchaVerifier | undefined;
}

const states = new WeakMap<ServerServices, Map<number, RecaptchaState>>();

/**
 * reCAPTCHA as this server applies it: the forms and minimum score of store config `recaptcha_v3`,
 * switched on by the keys RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY (a store config that says
 * enabled without a secret could verify nothing, so it is reported disabled).
 */
export function recaptchaState(services: ServerServices, storeId: number): RecaptchaState {
  let byStore = states.get(services);
  if (!byStore) {
    byStore = new Map();
    states.set(services, byStore);
  }
  let state = byStore.get(storeId);
  if (!state) {
    const settings = platformOf(services).settings;
    const config = (services.stores.config(storeId).get('recaptcha_v3') ?? {}) as {
      forms?: string[];
      minimum_score?: number;
    };
    const enabled =
      settings.recaptchaSecret !== undefined && settings.recaptchaSiteKey !== undefined;
    state = {
      enabled,
      forms: new Set(config.forms ?? []),
      minimumScore: typeof config.minimum_score === 'number' ? config.minimum_score : 0.5,
      websiteKey: settings.recaptchaSiteKey ?? '',
      verifier: enabled
        ? siteverifyVerifier(settings.recaptchaVerifyUrl, settings.recaptchaSecret ?? '')
        : undefined,
    };
    byStore.set(storeId, state);
  }
  return state;
}

/**
 * The refusal message when the `X-ReCaptcha` token of a request does not pass for `form`, or
 * undefined when it passes or reCAPTCHA is off for the form. Fails closed: an unreachable
 * siteverify refuses the form too, with Magento's technical message.
 */
export async function recaptchaProblem(
  services: ServerServices,
  request: { storeId: number; token: string | null | undefined; ip: string },
  form: ProtectedForm,
): Promise<string | undefined> {
  const state = recaptchaState(services, request.storeId);
  if (!state.enabled || !state.forms.has(form) || !state.verifier) return undefined;
  if (!request.token) return RECAPTCHA_FAILED;
  let answer: SiteverifyAnswer;
  try {
    answer = await state.verifier.verify(request.token, request.ip);
  } catch (error) {
    services.logger.warn('reCAPTCHA verification unavailable', { form, error });
    return RECAPTCHA_UNAVAILABLE;
  }
  if (!answer.success || (answer.score ?? 0) < state.minimumScore) {
    services.logger.info('reCAPTCHA refused', {
      form,
      score: answer.score,
      errors: answer['error-codes'],
    });
    return RECAPTCHA_FAILED;
  }
  return undefined;
}

/** Refuses a GraphQL request whose reCAPTCHA does not pass for `form` (see {@link recaptchaProblem}). */
export async function checkRecaptcha(context: RequestContext, form: ProtectedForm): Promise<void> {
  const problem = await recaptchaProblem(
    context.services,
    {
      storeId: context.store.storeId,
      token: context.request.headers.get('x-recaptcha'),
      ip: requestIp(context),
    },
    form,
  );
  if (problem) throw inputError(problem);
}

/** Field resolvers making `recaptchaV3Config` report what this server enforces. */
export const recaptchaConfigResolvers = {
  ReCaptchaConfigurationV3: {
    is_enabled: (_: unknown, __: unknown, context: RequestContext) =>
      recaptchaState(context.services, context.store.storeId).enabled,
    website_key: (_: unknown, __: unknown, context: RequestContext) =>
      recaptchaState(context.services, context.store.storeId).websiteKey,
  },
};
