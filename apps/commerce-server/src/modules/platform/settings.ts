import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../../config/env.ts';
import { parseTrustedProxies } from './trusted-proxies.ts';
import type { TrustedProxies } from './trusted-proxies.ts';
import { DEFAULT_HASH_LIMITS } from './hash-queue.ts';
import type { HashQueueLimits } from './hash-queue.ts';

/** Where a production server without SMTP writes its mails, beside its database folder. */
export const DEFAULT_MAIL_DIR = fileURLToPath(new URL('../../../.data/mail', import.meta.url));

/** Magento's scrypt-era default is Argon2; OWASP's scrypt minimum is N=2^17, r=8, p=1. */
export const DEFAULT_SCRYPT_N = 2 ** 17;

/**
 * Settings of the customer, checkout, mail and forms modules, read from the environment the
 * server was started with (README, "Customers, checkout and mail").
 */
export interface CommerceSettings {
  /** CUSTOMER_TOKEN_LIFETIME_SECONDS: overrides `customer_token_expiration_time` of store config. */
  tokenLifetimeOverride: number | undefined;
  /** PASSWORD_SCRYPT_N: scrypt cost of new password hashes (a power of two, at least 1024). */
  scryptN: number;
  /**
   * PASSWORD_HASH_CONCURRENCY / PASSWORD_HASH_QUEUE: scrypt computations at once (default half the
   * cores) and how many may wait (default 16) before "try again" (decision 102).
   */
  hashLimits: HashQueueLimits;
  /** STOREFRONT_URL: origin of the links put in e-mails. */
  storefrontUrl: string;
  /** MAIL_FROM: sender of every e-mail. */
  mailFrom: string;
  /** SMTP_URL: when set, outbox mails are delivered through it. */
  smtpUrl: string | undefined;
  /**
   * MAIL_DIR: without SMTP_URL, each mail is written there as a text file; by default
   * `apps/commerce-server/.data/mail` in production, none otherwise (the dev outbox route).
   */
  mailDir: string | undefined;
  /** RECAPTCHA_SECRET_KEY / RECAPTCHA_SITE_KEY: both needed to turn reCAPTCHA v3 on. */
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  /** RECAPTCHA_HOSTNAMES: where tokens may come from (comma list); default STOREFRONT_URL's host. */
  recaptchaHostnames: ReadonlySet<string>;
  /** RECAPTCHA_VERIFY_URL: Google's siteverify endpoint (tests point it at a loopback fake). */
  recaptchaVerifyUrl: string;
  /** RECAPTCHA_TIMEOUT_MS: how long siteverify may take before the form goes on without a verdict. */
  recaptchaTimeoutMs: number;
  /**
   * TRUSTED_PROXIES: socket peers whose X-Forwarded-For is believed (addresses, subnets,
   * `loopback`, `linklocal`, `uniquelocal`); `pnpm start` sets `loopback`, the storefront.
   */
  trustedProxies: TrustedProxies;
  /** Development endpoints (mail outbox) are served unless NODE_ENV=production. */
  devEndpoints: boolean;
}

function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

function nonNegativeInteger(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

function scryptCost(value: string | undefined): number {
  const n = positiveInteger(value);
  if (n === undefined) return DEFAULT_SCRYPT_N;
  if (n < 1024 || (n & (n - 1)) !== 0) {
    throw new Error(
      `PASSWORD_SCRYPT_N must be a power of two of at least 1024, got "${value ?? ''}"`,
    );
  }
  return n;
}

/** Reads the settings from the server's environment; throws on a malformed value. */
export function readCommerceSettings(config: ServerConfig): CommerceSettings {
  const env = config.env;
  const lifetime = env.CUSTOMER_TOKEN_LIFETIME_SECONDS;
  const override = positiveInteger(lifetime);
  if (lifetime !== undefined && lifetime !== '' && override === undefined) {
    throw new Error(
      `CUSTOMER_TOKEN_LIFETIME_SECONDS must be a positive integer, got "${lifetime}"`,
    );
  }
  const storefrontUrl = (env.STOREFRONT_URL || 'http://localhost:3000').replace(/\/+$/, '');
  return {
    tokenLifetimeOverride: override,
    scryptN: scryptCost(env.PASSWORD_SCRYPT_N),
    hashLimits: {
      concurrency:
        positiveInteger(env.PASSWORD_HASH_CONCURRENCY) ?? DEFAULT_HASH_LIMITS.concurrency,
      waiting: nonNegativeInteger(env.PASSWORD_HASH_QUEUE) ?? DEFAULT_HASH_LIMITS.waiting,
    },
    storefrontUrl,
    mailFrom: env.MAIL_FROM || 'Orsalis <bonjour@orsalis.example>',
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: env.MAIL_DIR || (config.production ? DEFAULT_MAIL_DIR : undefined),
    recaptchaSecret: env.RECAPTCHA_SECRET_KEY || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaHostnames: new Set(
      (env.RECAPTCHA_HOSTNAMES || new URL(storefrontUrl).hostname)
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
    recaptchaTimeoutMs: positiveInteger(env.RECAPTCHA_TIMEOUT_MS) ?? 5000,
    recaptchaVerifyUrl:
      env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    devEndpoints: !config.production,
  };
}
