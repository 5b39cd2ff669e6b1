/** Readers for Page Builder's attribute conventions. */

/** Raised by a block reader when its settings cannot be used; the block is skipped with a warning. */
export class InvalidSettingsError extends Error {
  override readonly name = 'InvalidSettingsError';
}

/** Page Builder writes booleans as 'true'/'false' (and a few as '1'/'0'); absent means `fallback`. */
export function readBoolean(value: string | null, fallback = false): boolean {
  if (value === null) return fallback;
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0' || normalised === '') return false;
  return fallback;
}

/** A finite number, or `undefined`. */
export function readNumber(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : undefined;
}

/** A non-negative integer, or `undefined`. */
export function readIndex(value: string | null | undefined): number | undefined {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 0 ? number : undefined;
}

/**
 * JSON stored in an attribute. Page Builder escapes the quotes with backslashes
 * (`{\"desktop_image\":\"...\"}`), so those are removed before parsing.
 */
export function readJsonAttribute(value: string | null): unknown {
  if (value === null || value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    try {
      return JSON.parse(value.replace(/\\(.)/g, '$1')) as unknown;
    } catch {
      throw new InvalidSettingsError(`unreadable JSON attribute: ${value.slice(0, 80)}`);
    }
  }
}

/** A string property of an unknown JSON object, or `undefined`. */
export function stringProperty(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const property = (value as Record<string, unknown>)[key];
  if (typeof property === 'string') return property;
  if (typeof property === 'number' && Number.isFinite(property)) return String(property);
  return undefined;
}

/** Picks `value` when it is one of `allowed`, else `fallback`. */
export function oneOf<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Drops `undefined` properties so trees compare and serialise cleanly. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
