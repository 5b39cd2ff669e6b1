import type { CommerceError } from '@vitrine/commerce-primitives';
import {
  ChangeCustomerPassword,
  ConfirmGdprRequest,
  CreateGdprRequest,
  GetAccountInformation,
  GetGdprRequest,
  UpdateCustomerEmail,
  UpdateCustomerName,
  runMutation,
  runQuery,
} from '@vitrine/graphql-client';
import { accountShop, failedRead } from './account-data.ts';
import type { Loaded } from './account-data.ts';

/** The account's personal details. */
export interface AccountInformation {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}

/** A GDPR request of the customer (`export` or `erase`). */
export interface GdprRequestView {
  readonly type: string;
  readonly status: 'pending' | 'confirmed';
  /** Magento date (`YYYY-MM-DD hh:mm:ss`, UTC). */
  readonly createdAt: string;
}

/** A mutation's outcome: done, or the typed error. */
export type Saved = { readonly ok: true } | { readonly ok: false; readonly error: CommerceError };

/** Reads the personal details. */
export async function loadAccountInformation(): Promise<Loaded<AccountInformation>> {
  const result = await runQuery(accountShop(), GetAccountInformation, {});
  if (!result.ok) return failedRead(result.error);
  const customer = result.data.customer;
  return {
    ok: true,
    data: {
      firstname: customer?.firstname ?? '',
      lastname: customer?.lastname ?? '',
      email: customer?.email ?? '',
    },
  };
}

/** Saves the first and last name. */
export async function saveName(firstname: string, lastname: string): Promise<Saved> {
  const result = await runMutation(accountShop(), UpdateCustomerName, { firstname, lastname });
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/** Changes the e-mail address (the current password proves it is the customer). */
export async function saveEmail(email: string, password: string): Promise<Saved> {
  const result = await runMutation(accountShop(), UpdateCustomerEmail, { email, password });
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/** Changes the password; the server ends the customer's other sessions. */
export async function savePassword(currentPassword: string, newPassword: string): Promise<Saved> {
  const result = await runMutation(accountShop(), ChangeCustomerPassword, {
    currentPassword,
    newPassword,
  });
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/** Starts a GDPR request (extension `gdpr`); the server e-mails its confirmation link. */
export async function requestGdpr(type: 'export' | 'erase'): Promise<Saved> {
  const result = await runMutation(accountShop(), CreateGdprRequest, { type });
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

function toRequest(raw: { type: string; status: string; created_at: string }): GdprRequestView {
  return {
    type: raw.type,
    status: raw.status === 'confirmed' ? 'confirmed' : 'pending',
    createdAt: raw.created_at,
  };
}

/** The request of an e-mailed link; `null` data when it is not one of the customer's. */
export async function loadGdprRequest(
  type: string,
  code: string,
): Promise<Loaded<GdprRequestView | null>> {
  const result = await runQuery(accountShop(), GetGdprRequest, { type, code });
  if (!result.ok) {
    return result.error.code === 'not_found' ? { ok: true, data: null } : failedRead(result.error);
  }
  const request = result.data.gdprRequest;
  return { ok: true, data: request ? toRequest(request) : null };
}

/** Confirms the request of an e-mailed link. */
export async function confirmGdpr(
  type: string,
  code: string,
): Promise<{ ok: true; request: GdprRequestView } | { ok: false; error: CommerceError }> {
  const result = await runMutation(accountShop(), ConfirmGdprRequest, { type, code });
  if (!result.ok) return { ok: false, error: result.error };
  const request = result.data.confirmGdprRequest;
  return request
    ? { ok: true, request: toRequest(request) }
    : { ok: false, error: { code: 'not_found', message: 'The GDPR request was not found.' } };
}
