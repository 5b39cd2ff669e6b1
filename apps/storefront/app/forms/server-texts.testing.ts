import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Stands for every `${…}` of a template text: a number, since some messages carry counts. */
const SAMPLE = '42';

/**
 * Operator-facing texts of the commerce server (start-up configuration, developer errors of the
 * schema's assembly) and its French texts (e-mails, shipping titles): never a server message a
 * shopper can meet in English, so the test leaves them out. A file listed here holds nothing
 * else; anything added elsewhere is a shopper's text until shown otherwise.
 */
const NOT_SHOPPER_FILES = [
  'config/',
  'graphql/schema.ts',
  'http/server.ts',
  // The merchant's admin REST (search synonyms, decision 123): the storefront never calls it.
  'modules/catalog/search-synonyms.',
  // The admin's CMS drafts and preview (decision 141): only the admin's token meets these.
  'modules/content/cms-draft.',
  'modules/content/cms-preview.ts',
  // The admin token's start-up check.
  'modules/platform/admin-token.ts',
  // The artwork's drawing: label texts and font names inside generated images.
  'media/packs/',
  'modules/mail/',
  'modules/payment/test-cards.ts',
  'modules/platform/settings.ts',
  'modules/platform/trusted-proxies.ts',
];
const NOT_SHOPPER_TEXTS = [
  /^(?:JOIN|DROP SCHEMA|LOCK TABLE) /,
  /^Store, Content-Currency/,
  /^The database has no active store view/,
  /^The current user cannot$/,
  // An invariant of the search's SQL (decision 130), masked as an internal error if ever broken.
  /^Unsafe search terms: /,
  // A setting's check at start-up (e.g. SUBSCRIPTION_RENEWAL_INTERVAL_MS), for the operator.
  /^[A-Z][A-Z0-9_]+ must be /,
  /[àâçéèêîôûù’]/,
  /^(?:Nom du produit|Aucun paiement requis|TVA \d+ %|Retrait (?:en|dans) .+)$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'testing' || name === 'seed' ? [] : sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * Every sentence-like text literal of the commerce server's source (a capital or a quote, then
 * words): its error messages wherever they are kept — thrown, returned, in tables or constants.
 * Built from the code, so a message added to the server without a French mapping fails the test.
 */
export function commerceServerTexts(serverSrc: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of sourceFiles(serverSrc)) {
    const relative = path.relative(serverSrc, file).split(path.sep).join('/');
    if (NOT_SHOPPER_FILES.some((prefix) => relative.startsWith(prefix))) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node): void => {
      let text: string | null = null;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node)) {
        text =
          node.head.text + node.templateSpans.map((span) => SAMPLE + span.literal.text).join('');
      }
      if (
        text !== null &&
        /^["'A-Z][^\n]*\s\S+\s/.test(text) &&
        !/^(?:SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER)\b/.test(text) &&
        !NOT_SHOPPER_TEXTS.some((pattern) => pattern.test(text))
      ) {
        texts.set(text, relative);
      }
      if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}
