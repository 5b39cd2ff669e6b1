import type { Queryable } from '../../db/database.ts';

/**
 * What a shopper types, turned into what the catalogue says (decision 121): synonym groups the
 * merchant edits (search_synonym_group), and misspelt words corrected to the nearest word of the
 * product names (search_term, trigram similarity). Both run in SQL on PGlite and PostgreSQL alike.
 */

/** A word as the search tables store it: lower case, accents removed (as f_unaccent does). */
export function foldTerm(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** How a term is matched: its tokens, folded, space-separated ("Huile d’onagre" → "huile d onagre"). */
export function matchKey(term: string): string {
  return tokens(term).map(foldTerm).join(' ');
}

/** Tokens of a term: letters and digits only, so they are safe inside a tsquery. */
function tokens(term: string): string[] {
  return (term.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).map((token) =>
    token.slice(0, 40).toLowerCase(),
  );
}

/**
 * The words plus every term of the synonym groups any of them (or the whole phrase) belongs to
 * (store-view groups and "all store views" ones), each term as its tokens.
 */
export async function withSynonyms(
  db: Queryable,
  words: readonly string[],
  storeId: number,
): Promise<string[][]> {
  const folded = [...words.map(foldTerm), words.map(foldTerm).join(' ')];
  const rows = await db.query<{ terms: string[] }>(
    'SELECT terms FROM search_synonym_group WHERE match_terms && $1::text[] AND store_id IN (0, $2)',
    [folded, storeId],
  );
  const seen = new Set<string>();
  const all: string[][] = [];
  for (const term of [...words, ...rows.flatMap((row) => row.terms)]) {
    const parts = tokens(term);
    const key = matchKey(term);
    if (parts.length === 0 || seen.has(key)) continue;
    seen.add(key);
    all.push(parts);
  }
  return all;
}

/**
 * A tsquery text: terms OR-ed (Magento ORs the keywords), the words of a term AND-ed, each word a
 * prefix so "vitamine" also finds "vitamines".
 */
export function tsqueryText(terms: readonly string[][]): string {
  return terms
    .map((parts) =>
      parts.length === 1 ? `${parts[0]}:*` : `(${parts.map((part) => `${part}:*`).join(' & ')})`,
    )
    .join(' | ');
}

/**
 * Each word replaced by the closest word of the product names (pg_trgm similarity above its
 * threshold, 0.3), in the spelling the names use; undefined when no word changed.
 */
export async function correctedWords(
  db: Queryable,
  words: readonly string[],
): Promise<string[] | undefined> {
  const rows = await db.query<{ word: string; display: string | null }>(
    `SELECT w.word, t.display
       FROM unnest($1::text[]) WITH ORDINALITY AS w(word, n)
       LEFT JOIN LATERAL (
         SELECT display FROM search_term WHERE term % w.word
          ORDER BY similarity(term, w.word) DESC, term LIMIT 1) t ON TRUE
      ORDER BY w.n`,
    [words.map(foldTerm)],
  );
  const corrected = rows.map((row, index) => row.display ?? words[index] ?? row.word);
  return corrected.some((word, index) => foldTerm(word) !== foldTerm(words[index] ?? ''))
    ? corrected
    : undefined;
}

/**
 * A tsquery of every word, each OR-ed with its own synonyms ("magnésium b6" → both in a name). It is
 * written as a literal, not a parameter: only the page reads it, and the count and aggregations,
 * which share the parameters, would leave a parameter PostgreSQL cannot type. Search words hold
 * letters and digits only (searchWords), checked again here.
 */
export async function everyWordQuery(
  db: Queryable,
  words: readonly string[],
  storeId: number,
): Promise<string> {
  const each: string[] = [];
  for (const word of words) each.push(`(${tsqueryText(await withSynonyms(db, [word], storeId))})`);
  const text = each.join(' & ');
  if (!/^[\p{L}\p{N}:*|&() ]+$/u.test(text)) throw new Error(`Unsafe search terms: ${text}`);
  return `to_tsquery('fr_unaccent', '${text}')`;
}
