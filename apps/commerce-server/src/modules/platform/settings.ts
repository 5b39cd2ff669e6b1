import type { ServerConfig } from '../../config/env.ts';

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
  /** STOREFRONT_URL: origin of the links put in e-mails. */
  storefrontUrl: string;
  /** MAIL_FROM: sender of every e-mail. */
  mailFrom: string;
  /** SMTP_URL: when set, outbox mails are delivered through it. */
  smtpUrl: string | undefined;
  /** RECAPTCHA_SECRET_KEY / RECAPTCHA_SITE_KEY: both needed to turn reCAPTCHA v3 on. */
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  /** RECAPTCHA_VERIFY_URL: Google's siteverify endpoint (tests point it at a loopback fake). */
  recaptchaVerifyUrl: string;
  /** TRUSTED_PROXIES: socket addresses whose X-Forwarded-For is believed. */
  trustedProxies: ReadonlySet<string>;
  /** Development endpoints (mail outbox) are served unless NODE_ENV=production. */
  devEndpoints: boolean;
}

function positiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
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
  return {
    tokenLifetimeOverride: override,
    scryptN: scryptCost(env.PASSWORD_SCRYPT_N),
    storefrontUrl: (env.STOREFRONT_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    mailFrom: env.MAIL_FROM || 'Orsalis <bonjour@orsalis.example>',
    smtpUrl: env.SMTP_URL || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET_KEY || undefined,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaVerifyUrl:
      env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
    trustedProxies: new Set(
      (env.TRUSTED_PROXIES ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
    devEndpoints: !config.production,
  };
}
