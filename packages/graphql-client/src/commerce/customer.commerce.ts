/**
 * The customer functions of the session's user machine (its ports) and the account forms. Calls
 * made for a customer take the token explicitly (see the session package's ports).
 */
import type { CommerceResult } from '@vitrine/commerce-primitives';
import type { ShopClient } from '../client/create-shop-client.ts';
import {
  CreateAccount,
  GetCustomer,
  RequestPasswordResetEmail,
  ResetPassword,
  SignIn,
  SignOut,
} from '../operations/customer.operations.ts';
import { SetFavoriteStore } from '../operations/extensions/store-locator.operations.ts';
import { formGuardHeaders } from './forms.commerce.ts';
import type { FormGuard } from './forms.commerce.ts';
import type { FavoriteStoreSummary } from './store-locator.commerce.ts';
import { runMutation, runQuery } from './run.ts';

/** The customer fields the user state keeps (spec §3 User state). */
export interface CustomerSummary {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly is_subscribed: boolean;
}

function toCustomer(raw: {
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  is_subscribed: boolean | null;
}): CustomerSummary {
  return {
    email: raw.email ?? '',
    firstname: raw.firstname ?? '',
    lastname: raw.lastname ?? '',
    is_subscribed: raw.is_subscribed ?? false,
  };
}

/**
 * `generateCustomerToken`. A wrong e-mail or password is an `unauthorised` error. The sign-in
 * form's anti-bot token and honeypot go with it (`guard`).
 */
export async function signIn(
  shop: ShopClient,
  input: { email: string; password: string },
  guard?: FormGuard,
): Promise<CommerceResult<{ token: string }>> {
  const result = await runMutation(shop, SignIn, input, {
    token: null,
    headers: formGuardHeaders(guard),
  });
  if (!result.ok) return result;
  const token = result.data.generateCustomerToken?.token;
  return token
    ? { ok: true, token }
    : { ok: false, error: { code: 'unauthorised', message: 'No token was returned.' } };
}

/** `revokeCustomerToken` for the given token (the first step of signing out). */
export async function signOut(
  shop: ShopClient,
  input: { token: string },
): Promise<CommerceResult<{ revoked: boolean }>> {
  const result = await runMutation(shop, SignOut, {}, { token: input.token });
  if (!result.ok) return result;
  return { ok: true, revoked: result.data.revokeCustomerToken?.result ?? false };
}

/** What the create-account form sends. */
export interface CreateAccountInput {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly password: string;
  readonly is_subscribed?: boolean;
}

/** `createCustomerV2`, with the form's anti-bot token and honeypot (`guard`). */
export async function createAccount(
  shop: ShopClient,
  input: CreateAccountInput,
  guard?: FormGuard,
): Promise<CommerceResult<{ customer: CustomerSummary }>> {
  const result = await runMutation(
    shop,
    CreateAccount,
    { input: { ...input } },
    { token: null, headers: formGuardHeaders(guard) },
  );
  if (!result.ok) return result;
  return { ok: true, customer: toCustomer(result.data.createCustomerV2!.customer) };
}

/**
 * `requestPasswordResetEmail` (same answer whether the e-mail is known or not), with the form's
 * anti-bot token and honeypot (`guard`).
 */
export async function requestPasswordReset(
  shop: ShopClient,
  input: { email: string },
  guard?: FormGuard,
): Promise<CommerceResult<{ requested: boolean }>> {
  const result = await runMutation(shop, RequestPasswordResetEmail, input, {
    token: null,
    headers: formGuardHeaders(guard),
  });
  if (!result.ok) return result;
  return { ok: true, requested: result.data.requestPasswordResetEmail ?? false };
}

/** `resetPassword` with the e-mailed token. */
export async function resetPassword(
  shop: ShopClient,
  input: { email: string; resetPasswordToken: string; newPassword: string },
): Promise<CommerceResult<{ reset: boolean }>> {
  const result = await runMutation(shop, ResetPassword, input, { token: null });
  if (!result.ok) return result;
  return { ok: true, reset: result.data.resetPassword ?? false };
}

/** The `customer` query for the given token. */
export async function getCustomer(
  shop: ShopClient,
  input: { token: string },
): Promise<CommerceResult<{ customer: CustomerSummary }>> {
  const result = await runQuery(shop, GetCustomer, {}, { token: input.token });
  if (!result.ok) return result;
  const customer = result.data.customer;
  return customer
    ? { ok: true, customer: toCustomer(customer) }
    : { ok: false, error: { code: 'unauthorised', message: 'No customer for this token.' } };
}

/** `setFavoriteStore` for a signed-in customer. */
export async function setFavoriteStore(
  shop: ShopClient,
  input: { token: string; identifier: string },
): Promise<CommerceResult<{ store: FavoriteStoreSummary }>> {
  const result = await runMutation(
    shop,
    SetFavoriteStore,
    { identifier: input.identifier },
    { token: input.token },
  );
  if (!result.ok) return result;
  const store = result.data.setFavoriteStore;
  return {
    ok: true,
    store: { identifier: store?.identifier ?? input.identifier, name: store?.name ?? null },
  };
}
