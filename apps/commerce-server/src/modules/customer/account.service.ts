import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../graphql/context.ts';
import { inputError } from '../../graphql/errors.ts';
import { flushOutbox, accountWelcomeMail, enqueueMail } from '../mail/index.ts';
import {
  emailAddress,
  isCalendarDate,
  optionalLine,
  requiredLine,
  nowDate,
  platformOf,
} from '../platform/index.ts';
import { setSubscription } from './newsletter.repository.ts';
import {
  customerByEmail,
  customerById,
  insertCustomer,
  setCustomerColumns,
  updateProfile,
} from './customer.repository.ts';
import type { CustomerRow, ProfilePatch } from './customer.repository.ts';
import { hashPassword } from './password.hasher.ts';
import { passwordProblem } from './password.policy.ts';

/** Magento's duplicate-account message. */
export const EMAIL_TAKEN =
  'A customer with the same email address already exists in an associated website.';

/** Arguments of createCustomerV2. */
export interface CreateCustomerInput {
  email: string;
  firstname: string;
  lastname: string;
  password?: string | null;
  is_subscribed?: boolean | null;
  date_of_birth?: string | null;
  gender?: number | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  taxvat?: string | null;
}

export function passwordConfig(context: RequestContext) {
  const config = context.services.stores.config(context.store.storeId);
  return {
    minimum_password_length: config.get('minimum_password_length') as string | undefined,
    required_character_classes_number: config.get('required_character_classes_number') as
      string | undefined,
  };
}

/** Checks a new password against the store policy, as a GraphQL input error. */
export function assertPasswordAllowed(
  context: RequestContext,
  password: string,
  email: string,
): void {
  const problem = passwordProblem(password, passwordConfig(context), email);
  if (problem) throw inputError(problem);
}

function dateOfBirth(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined || value === '') return value === '' ? null : value;
  // Date.parse rolls 2023-02-29 over to 1 March; the database would then refuse it with a 500.
  if (!isCalendarDate(value))
    throw inputError(`Invalid value of "${value}" provided for the date_of_birth field.`);
  return value;
}

function profileOf(input: Partial<CreateCustomerInput>): ProfilePatch {
  const patch: ProfilePatch = {};
  if (input.firstname !== undefined)
    patch.firstname = requiredLine(input.firstname, 'firstname', 'First Name');
  if (input.lastname !== undefined)
    patch.lastname = requiredLine(input.lastname, 'lastname', 'Last Name');
  for (const field of ['middlename', 'prefix', 'suffix', 'taxvat'] as const) {
    if (input[field] !== undefined) patch[field] = optionalLine(input[field], field) ?? null;
  }
  if (input.date_of_birth !== undefined)
    patch.date_of_birth = dateOfBirth(input.date_of_birth) ?? null;
  if (input.gender !== undefined) patch.gender = input.gender;
  return patch;
}

/**
 * createCustomerV2. The password is hashed before the e-mail is looked up, so a taken e-mail
 * answers as slowly as a new account (the message itself is Magento's, which clients rely on).
 */
export async function createCustomer(
  context: RequestContext,
  input: CreateCustomerInput,
): Promise<CustomerRow> {
  const email = emailAddress(input.email, '"Email" is not a valid email address.');
  const profile = profileOf(input);
  const platform = platformOf(context.services);
  const password = input.password ?? undefined;
  if (password !== undefined) assertPasswordAllowed(context, password, email);
  // Without a password the account can only be entered after a password reset (Magento allows it).
  const hash = await hashPassword(
    password ?? randomBytes(32).toString('base64'),
    platform.settings.scryptN,
  );
  const now = nowDate(context.services);
  const id = await context.db.transaction(async (tx) => {
    const created = await insertCustomer(
      tx,
      {
        storeId: context.store.storeId,
        email,
        firstname: profile.firstname ?? '',
        lastname: profile.lastname ?? '',
        passwordHash: hash,
        middlename: profile.middlename ?? null,
        prefix: profile.prefix ?? null,
        suffix: profile.suffix ?? null,
        dateOfBirth: profile.date_of_birth ?? null,
        gender: profile.gender ?? null,
        taxvat: profile.taxvat ?? null,
      },
      now,
    );
    if (created === undefined) return undefined;
    if (input.is_subscribed)
      await setSubscription(
        tx,
        { email, customerId: created, subscribed: true, consent: true, source: 'account' },
        now,
      );
    await enqueueMail(
      tx,
      accountWelcomeMail(
        email,
        profile.firstname ?? '',
        `${platform.settings.storefrontUrl}/customer/account/`,
      ),
      now,
    );
    return created;
  });
  if (id === undefined) throw inputError(EMAIL_TAKEN);
  flushOutbox(context.services);
  const row = await customerById(context.db, id);
  if (!row) throw new Error('created customer not found');
  return row;
}

/** updateCustomerV2: profile fields and the newsletter flag. */
export async function updateCustomer(
  context: RequestContext,
  customerId: number,
  input: Partial<CreateCustomerInput>,
): Promise<CustomerRow> {
  const patch = profileOf(input);
  const now = nowDate(context.services);
  await context.db.transaction(async (tx) => {
    if (Object.keys(patch).length > 0) await updateProfile(tx, customerId, patch, now);
    if (input.is_subscribed !== undefined && input.is_subscribed !== null) {
      const row = await customerById(tx, customerId);
      if (row)
        await setSubscription(
          tx,
          {
            email: row.email,
            customerId,
            subscribed: input.is_subscribed,
            consent: input.is_subscribed,
            source: 'account',
          },
          now,
        );
    }
  });
  const row = await customerById(context.db, customerId);
  if (!row) throw new Error('customer vanished');
  return row;
}

/** updateCustomerEmail: a new unique e-mail, after the password is checked by the caller. */
export async function changeEmail(
  context: RequestContext,
  customer: CustomerRow,
  newEmail: string,
): Promise<void> {
  const email = emailAddress(newEmail, '"Email" is not a valid email address.');
  const other = await customerByEmail(context.db, email);
  if (other && other.customer_id !== customer.customer_id) throw inputError(EMAIL_TAKEN);
  try {
    await setCustomerColumns(
      context.db,
      customer.customer_id,
      { email },
      nowDate(context.services),
    );
  } catch (error) {
    // The unique index settles a race with another account taking the address.
    if (await customerByEmail(context.db, email)) throw inputError(EMAIL_TAKEN);
    throw error;
  }
}
