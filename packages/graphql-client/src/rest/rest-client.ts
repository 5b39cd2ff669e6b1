/**
 * The REST-style client for Magento's checkout endpoints (spec §7 "REST"): JSON in and out, with
 * `Accept` and `Content-Type` JSON, credentials included and the bearer token added. A response
 * that is not ok raises a {@link RestError} with the method, URL, status and Magento's parsed
 * message and trace. REST calls are never retried: payment-information places the order.
 */
import { REQUEST_TIMEOUT_MS } from '../shop.constants.ts';

/** A REST call that failed: on the network (`status` 0) or with a non-2xx answer. */
export class RestError extends Error {
  /** HTTP method of the call. */
  readonly method: string;
  /** Full URL of the call. */
  readonly url: string;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** Magento's message with its `%placeholders` filled in, or the status text. */
  readonly serverMessage: string;
  /** Magento's raw message template and parameters, when the body had them. */
  readonly parameters: Record<string, unknown> | unknown[] | undefined;
  /** Magento's trace (developer mode only), when the body had one. */
  readonly trace: string | undefined;

  constructor(input: {
    method: string;
    url: string;
    status: number;
    serverMessage: string;
    parameters?: Record<string, unknown> | unknown[];
    trace?: string;
    cause?: unknown;
  }) {
    super(`${input.method} ${input.url} failed (${input.status}): ${input.serverMessage}`, {
      cause: input.cause,
    });
    this.name = 'RestError';
    this.method = input.method;
    this.url = input.url;
    this.status = input.status;
    this.serverMessage = input.serverMessage;
    this.parameters = input.parameters;
    this.trace = input.trace;
  }
}

/** Options of {@link createRestClient}. */
export interface RestClientOptions {
  /** The backend's base URL (`https://shop.example`); empty for the site's own origin. */
  baseUrl?: string;
  /** The sign-in token, read on every call; none → no Authorization header. */
  getToken?: () => string | null | undefined;
  /** @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch;
  /** @defaultValue 30000 */
  timeoutMs?: number;
}

/** Per-call options of {@link RestClient.request}. */
export interface RestRequestOptions {
  /** Extra headers (an `Idempotency-Key`); they cannot replace Accept, Content-Type or Authorization. */
  headers?: Record<string, string>;
  /** A token for this call instead of the client's (a call made while signing in or out). */
  token?: string | null;
}

/** A small JSON client over `fetch`. */
export interface RestClient {
  /**
   * Sends one JSON request and resolves with the parsed JSON answer.
   * @throws {@link RestError} when the call fails on the network or answers with a non-2xx status
   */
  request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    options?: RestRequestOptions,
  ): Promise<T>;
}

/** Creates the REST client (one per SSR request or browser page, like the GraphQL client). */
export function createRestClient({
  baseUrl = '',
  getToken,
  fetch: fetchImpl,
  timeoutMs = REQUEST_TIMEOUT_MS,
}: RestClientOptions = {}): RestClient {
  return {
    async request<T>(
      method: string,
      path: string,
      body?: unknown,
      options: RestRequestOptions = {},
    ): Promise<T> {
      const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
      const headers: Record<string, string> = {
        ...lowerCaseKeys(options.headers ?? {}),
        accept: 'application/json',
        'content-type': 'application/json',
      };
      const token = options.token !== undefined ? options.token : getToken?.();
      if (token) headers.authorization = `Bearer ${token}`;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let response: Response;
      try {
        response = await (fetchImpl ?? globalThis.fetch)(url, {
          method,
          headers,
          credentials: 'include',
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (cause) {
        const serverMessage = controller.signal.aborted
          ? `No answer within ${timeoutMs} ms`
          : cause instanceof Error
            ? cause.message
            : 'Network error';
        throw new RestError({ method, url, status: 0, serverMessage, cause });
      } finally {
        clearTimeout(timer);
      }
      const text = await response.text();
      const parsed = parseJson(text);
      if (!response.ok) throw toRestError(method, url, response, parsed, text);
      return parsed as T;
    },
  };
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toRestError(
  method: string,
  url: string,
  response: Response,
  parsed: unknown,
  text: string,
): RestError {
  const body = (parsed !== null && typeof parsed === 'object' ? parsed : {}) as {
    message?: unknown;
    parameters?: unknown;
    trace?: unknown;
  };
  const template = typeof body.message === 'string' ? body.message : undefined;
  const parameters =
    body.parameters !== null && typeof body.parameters === 'object'
      ? (body.parameters as Record<string, unknown> | unknown[])
      : undefined;
  const fallback = response.statusText || text.slice(0, 200) || `HTTP ${response.status}`;
  return new RestError({
    method,
    url,
    status: response.status,
    serverMessage: template === undefined ? fallback : renderMessage(template, parameters),
    ...(parameters !== undefined ? { parameters } : {}),
    ...(typeof body.trace === 'string' ? { trace: body.trace } : {}),
  });
}

/**
 * Fills Magento's message placeholders: named (`%fieldName`) from an object, positional (`%1`)
 * from a list.
 */
export function renderMessage(
  template: string,
  parameters: Record<string, unknown> | unknown[] | undefined,
): string {
  if (!parameters) return template;
  return template.replace(/%(\w+)/g, (placeholder, name: string) => {
    const value = Array.isArray(parameters) ? parameters[Number(name) - 1] : parameters[name];
    if (value === undefined || value === null) return placeholder;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return JSON.stringify(value) ?? placeholder;
  });
}
