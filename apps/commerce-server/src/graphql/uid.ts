/** Magento uids: base64 of the numeric id (8 → "OA==") or of a typed path ("configurable/93/53"). */
export function encodeUid(value: string | number): string {
  return Buffer.from(String(value), 'utf8').toString('base64');
}

/** Decodes a uid; returns undefined for anything that is not canonical base64. */
export function decodeUid(uid: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid) || uid.length % 4 !== 0) return undefined;
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return encodeUid(decoded) === uid ? decoded : undefined;
}

/** Decodes a uid that must hold a positive integer id. */
export function decodeIdUid(uid: string): number | undefined {
  const decoded = decodeUid(uid);
  if (decoded === undefined || !/^\d{1,9}$/.test(decoded)) return undefined;
  return Number(decoded);
}
