import type { Queryable } from '../../db/database.ts';
import { matchKey } from './search-expansion.ts';

/** A synonym group as the admin REST route shows it (Magento's SynonymGroupInterface fields). */
export interface SynonymGroup {
  group_id: number;
  /** 0: all store views. */
  store_id: number;
  synonyms: string[];
}

/** Why a group was refused: the message and its Magento-style parameters. */
export class SynonymInputError extends Error {
  override readonly name = 'SynonymInputError';
  constructor(
    message: string,
    readonly parameters: string[] = [],
  ) {
    super(message);
  }
}

const MAX_TERMS = 20;
const MAX_TERM_LENGTH = 60;
/** Letters and digits, words joined by a space, hyphen or apostrophe ("huile d’onagre"). */
const TERM = /^[\p{L}\p{N}]+(?:[ '’-][\p{L}\p{N}]+)*$/u;

/**
 * The terms of a group as the merchant typed them: an array of 2 to 20 distinct (accents and case
 * aside) terms, or a comma-separated string as Magento's admin form takes them.
 */
export function parseSynonyms(value: unknown): string[] {
  const raw =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? value
        : undefined;
  if (!raw) throw new SynonymInputError('"synonyms" must be a list of terms.');
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const term = item.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (term === '') continue;
    if (term.length > MAX_TERM_LENGTH || !TERM.test(term))
      throw new SynonymInputError(
        'The term "%1" is not valid: use letters and digits, at most %2 characters.',
        [term.slice(0, MAX_TERM_LENGTH), String(MAX_TERM_LENGTH)],
      );
    const key = matchKey(term);
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term.toLowerCase());
  }
  if (terms.length < 2 || terms.length > MAX_TERMS)
    throw new SynonymInputError('A synonym group needs between 2 and %1 different terms.', [
      String(MAX_TERMS),
    ]);
  return terms;
}

export async function listSynonymGroups(
  db: Queryable,
  storeId: number | undefined,
): Promise<SynonymGroup[]> {
  return db.query<SynonymGroup>(
    `SELECT group_id, store_id, terms AS synonyms FROM search_synonym_group
      WHERE $1::int IS NULL OR store_id = $1 ORDER BY group_id`,
    [storeId ?? null],
  );
}

/**
 * Refuses terms already in another group of the same scope, as Magento does: a word belongs to one
 * group, so what a search expands to never depends on which group is read first.
 */
async function checkConflicts(
  db: Queryable,
  storeId: number,
  terms: string[],
  groupId: number | null,
): Promise<void> {
  const rows = await db.query<{ group_id: number; term: string }>(
    `SELECT group_id, term FROM search_synonym_group, unnest(match_terms) AS term
      WHERE store_id = $1 AND term = ANY($2::text[]) AND group_id IS DISTINCT FROM $3::int
      ORDER BY group_id, term LIMIT 1`,
    [storeId, terms.map(matchKey), groupId],
  );
  const conflict = rows[0];
  if (conflict)
    throw new SynonymInputError('The term "%1" already belongs to synonym group %2.', [
      conflict.term,
      String(conflict.group_id),
    ]);
}

/** Creates a group (groupId null) or replaces one; undefined when the group does not exist. */
export async function saveSynonymGroup(
  db: Queryable,
  groupId: number | null,
  storeId: number,
  terms: string[],
): Promise<SynonymGroup | undefined> {
  if (groupId === null) {
    // A repeated create (a retry) answers the group it made the first time.
    const same = await db.query<SynonymGroup>(
      `SELECT group_id, store_id, terms AS synonyms FROM search_synonym_group
        WHERE store_id = $1 AND match_terms @> $2::text[] AND match_terms <@ $2::text[]`,
      [storeId, terms.map(matchKey)],
    );
    if (same[0]) return same[0];
  }
  await checkConflicts(db, storeId, terms, groupId);
  const rows =
    groupId === null
      ? await db.query<SynonymGroup>(
          `INSERT INTO search_synonym_group (store_id, terms, match_terms) VALUES ($1, $2::text[], $3::text[])
           RETURNING group_id, store_id, terms AS synonyms`,
          [storeId, terms, terms.map(matchKey)],
        )
      : await db.query<SynonymGroup>(
          `UPDATE search_synonym_group SET store_id = $2, terms = $3::text[], match_terms = $4::text[]
            WHERE group_id = $1 RETURNING group_id, store_id, terms AS synonyms`,
          [groupId, storeId, terms, terms.map(matchKey)],
        );
  return rows[0];
}

export async function deleteSynonymGroup(db: Queryable, groupId: number): Promise<boolean> {
  const rows = await db.query<{ group_id: number }>(
    'DELETE FROM search_synonym_group WHERE group_id = $1 RETURNING group_id',
    [groupId],
  );
  return rows.length > 0;
}
