-- Search that finds what shoppers type (decision 121).
--
-- Synonym groups, as Magento's Marketing > SEO & Search > Search Synonyms: every term of a group
-- finds what any other term finds. `terms` keeps the merchant's spelling; `match_terms` is the same
-- list folded (lower case, no accents), written by the server, so a search word is looked up exactly.
-- Store 0 is "all store views", as in Magento.
CREATE TABLE search_synonym_group (
  group_id serial PRIMARY KEY,
  store_id int NOT NULL DEFAULT 0,
  terms text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 20),
  match_terms text[] NOT NULL CHECK (cardinality(match_terms) = cardinality(terms))
);
CREATE INDEX search_synonym_group_terms ON search_synonym_group USING gin (match_terms);

-- The words of the product names, folded, with one accented spelling to show back ("Vouliez-vous
-- dire : magnésium ?"). A misspelt search word is corrected to its nearest term by trigram
-- similarity before the full-text search runs again. Words only ever get added: a renamed product
-- leaves a term that finds nothing, which the fallback then skips.
CREATE TABLE search_term (
  term text PRIMARY KEY,
  display text NOT NULL
);
CREATE INDEX search_term_trgm ON search_term USING gin (term gin_trgm_ops);

CREATE OR REPLACE FUNCTION search_term_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.searchable THEN
    INSERT INTO search_term (term, display)
    SELECT DISTINCT ON (lower(f_unaccent(word))) lower(f_unaccent(word)), lower(word)
      FROM regexp_split_to_table((SELECT name FROM product WHERE product_id = NEW.product_id), '[[:space:][:punct:]’«»–—]+') AS word
     WHERE length(word) >= 3 AND word !~ '^[0-9]+$'
    ON CONFLICT (term) DO NOTHING;
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER search_term_sync AFTER INSERT OR UPDATE OF search_name, searchable ON product_search
  FOR EACH ROW EXECUTE FUNCTION search_term_sync();

INSERT INTO search_term (term, display)
SELECT DISTINCT ON (lower(f_unaccent(word))) lower(f_unaccent(word)), lower(word)
  FROM product p JOIN product_search ps USING (product_id),
       regexp_split_to_table(p.name, '[[:space:][:punct:]’«»–—]+') AS word
 WHERE ps.searchable AND length(word) >= 3 AND word !~ '^[0-9]+$'
ON CONFLICT (term) DO NOTHING;

-- A French starting list; the merchant edits it (admin REST, README "Search synonyms"). Needs, not
-- product-line words: "nuit" is a name qualifier here (any active), it would flood sleep searches.
INSERT INTO search_synonym_group (terms, match_terms) VALUES
  (ARRAY['sommeil', 'dormir', 'endormissement', 'insomnie'], ARRAY['sommeil', 'dormir', 'endormissement', 'insomnie']),
  (ARRAY['fatigue', 'énergie', 'tonus', 'vitalité', 'épuisement'], ARRAY['fatigue', 'energie', 'tonus', 'vitalite', 'epuisement']),
  (ARRAY['articulations', 'cartilage', 'articulaire', 'genoux'], ARRAY['articulations', 'cartilage', 'articulaire', 'genoux']),
  (ARRAY['immunité', 'défenses', 'immunitaire', 'rhume'], ARRAY['immunite', 'defenses', 'immunitaire', 'rhume']),
  (ARRAY['stress', 'anxiété', 'détente', 'relaxation', 'humeur'], ARRAY['stress', 'anxiete', 'detente', 'relaxation', 'humeur']),
  (ARRAY['digestion', 'transit', 'ballonnements', 'intestin'], ARRAY['digestion', 'transit', 'ballonnements', 'intestin']),
  (ARRAY['peau', 'cheveux', 'ongles', 'beauté'], ARRAY['peau', 'cheveux', 'ongles', 'beaute']),
  (ARRAY['sport', 'récupération', 'endurance', 'muscles'], ARRAY['sport', 'recuperation', 'endurance', 'muscles']),
  (ARRAY['mémoire', 'concentration', 'cerveau'], ARRAY['memoire', 'concentration', 'cerveau']),
  (ARRAY['minceur', 'poids', 'silhouette'], ARRAY['minceur', 'poids', 'silhouette']);

