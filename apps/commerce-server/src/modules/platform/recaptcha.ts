import type { RequestContext, ServerServices } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { requestIp } from './client-ip.ts';
import { throttledError, TOO_MANY_REQUESTS } from './errors.ts';
import { platformOf } from './platform.services.ts';
import { takeToken } from './throttle.ts';

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

/**
 * The reCAPTCHA action each form's token must have been made for (the storefront's names,
 * `FORM_ACTIONS` of its form guard): a token made for the newsletter does not open sign-in.
 */
export const FORM_ACTIONS: Readonly<Record<ProtectedForm, string>> = {
  CONTACT: 'contactUs',
  NEWSLETTER: 'subscribeNewsLetter',
  CUSTOMER_LOGIN: 'signIn',
  CUSTOMER_CREATE: 'createAccount',
  CUSTOMER_FORGOT_PASSWORD: 'forgotPassword',
  CUSTOMER_EDIT: 'editAccount',
  PLACE_ORDER: 'placeOrder',
};

/** The header carrying a protected form's hidden field, which only robots fill. */
export const HONEYPOT_HEADER = 'x-vitrine-honeypot';

/**
 * A protected form sent without a reCAPTCHA verdict while reCAPTCHA is on (the visitor refused
 * the anti-bot purpose, Google did not answer the browser, or siteverify did not answer us) is
 * not refused (CNIL: the form must work without consent; spec §8): it is logged and counted in
 * this stricter bucket, per form and client address. Three in ten minutes is enough for a person,
 * and below every form's own limit (contact 5, newsletter 10, sign-in failures 20).
 */
export const NO_VERDICT_PER_IP = { limit: 3, windowMs: 10 * 60_000 } as const;

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

/** The siteverify client: POST secret, response and remoteip as a form, 5 s timeout by default. */
export function siteverifyVerifier(
  url: string,
  secret: string,
  timeoutMs = 5000,
  fetchImpl: typeof fetch = fetch,
): RecaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`siteverify answered HTTP ${response.status}`);
      return (await response.json()) as SiteverifyAnswer;
    },
  };
}

interface RecaptchaState {
  enabled: boolean;
  /** Hostnames a token may come from: RECAPTCHA_HOSTNAMES, else STOREFRONT_URL's. */
  hostnames: ReadonlySet<string>;
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
      hostnames: settings.recaptchaHostnames,
      forms: new Set(config.forms ?? []),
      minimumScore: typeof config.minimum_score === 'number' ? config.minimum_score : 0.5,
      websiteKey: settings.recaptchaSiteKey ?? '',
      verifier: enabled
        ? siteverifyVerifier(
            settings.recaptchaVerifyUrl,
            settings.recaptchaSecret ?? '',
            settings.recaptchaTimeoutMs,
          )
        : undefined,
    };
    byStore.set(storeId, state);
  }
  return state;
}

/** Why a protected form is refused: the message and the HTTP status (400, or 429 when throttled). */
export interface AntiBotRefusal {
  message: string;
  status: 400 | 429;
}

/** What a protected form request carries for the anti-bot checks. */
export interface AntiBotRequest {
  storeId: number;
  /** `X-ReCaptcha`. */
  token: string | null | undefined;
  /** `X-Vitrine-Honeypot`: absent from other clients, empty from a person. */
  honeypot: string | null | undefined;
  ip: string;
}

async function siteverifyProblem(
  services: ServerServices,
  state: RecaptchaState,
  verifier: RecaptchaVerifier,
  request: AntiBotRequest & { token: string },
  form: ProtectedForm,
): Promise<'refused' | 'no-verdict' | undefined> {
  let answer: SiteverifyAnswer;
  try {
    answer = await verifier.verify(request.token, request.ip);
  } catch (error) {
    services.logger.warn('reCAPTCHA verification unavailable', { form, error });
    return 'no-verdict';
  }
  const reason = !answer.success
    ? 'unsuccessful'
    : (answer.score ?? 0) < state.minimumScore
      ? 'score'
      : answer.action !== FORM_ACTIONS[form]
        ? 'action'
        : !state.hostnames.has((answer.hostname ?? '').toLowerCase())
          ? 'hostname'
          : undefined;
  if (!reason) return undefined;
  services.logger.info('reCAPTCHA refused', {
    form,
    reason,
    score: answer.score,
    action: answer.action,
    hostname: answer.hostname,
    errors: answer['error-codes'],
  });
  return 'refused';
}

/**
 * Why a protected form request is refused, or undefined when it may go on:
 * - a filled honeypot is refused as a failed anti-bot check, whatever the reCAPTCHA settings;
 * - with reCAPTCHA on for the form, a token must pass siteverify with `success`, the store's
 *   minimum score, the form's {@link FORM_ACTIONS} action and one of the shop's hostnames;
 * - no token, or siteverify unreachable: no verdict, so the stricter {@link NO_VERDICT_PER_IP}
 *   limit decides (a form without consent must still work; failing closed on a siteverify
 *   outage would protect nothing, since the same request without a token is let through).
 */
export async function recaptchaProblem(
  services: ServerServices,
  request: AntiBotRequest,
  form: ProtectedForm,
): Promise<AntiBotRefusal | undefined> {
  if (request.honeypot) {
    services.logger.info('anti-bot honeypot filled', { form });
    return { message: RECAPTCHA_FAILED, status: 400 };
  }
  const state = recaptchaState(services, request.storeId);
  if (!state.enabled || !state.forms.has(form) || !state.verifier) return undefined;
  const verdict = request.token
    ? await siteverifyProblem(
        services,
        state,
        state.verifier,
        { ...request, token: request.token },
        form,
      )
    : 'no-verdict';
  if (verdict === 'refused') return { message: RECAPTCHA_FAILED, status: 400 };
  if (verdict === undefined) return undefined;
  const bucket = { bucket: `anti-bot-fallback:${form}:ip`, ...NO_VERDICT_PER_IP };
  const allowed = await takeToken(services.db, bucket, request.ip, platformOf(services).now());
  services.logger.info('anti-bot fallback', { form, hasToken: Boolean(request.token), allowed });
  return allowed ? undefined : { message: TOO_MANY_REQUESTS, status: 429 };
}

/** Refuses a GraphQL request whose anti-bot checks do not pass for `form` (see {@link recaptchaProblem}). */
export async function checkRecaptcha(context: RequestContext, form: ProtectedForm): Promise<void> {
  const problem = await recaptchaProblem(
    context.services,
    {
      storeId: context.store.storeId,
      token: context.request.headers.get('x-recaptcha'),
      honeypot: context.request.headers.get(HONEYPOT_HEADER),
      ip: requestIp(context),
    },
    form,
  );
  if (!problem) return;
  throw problem.status === 429 ? throttledError(problem.message) : inputError(problem.message);
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
