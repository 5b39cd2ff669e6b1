-- Search data moves to a narrow table of its own: ranking thousands of matches then reads a few
-- hundred small pages instead of the wide product rows (descriptions, metadata). A trigger keeps it
-- in step with product, so writers (seed, part 2) only ever write product.
CREATE TABLE product_search (
  product_id int PRIMARY KEY REFERENCES product ON DELETE CASCADE,
  -- visibility 4 (catalog and search) and enabled
  searchable boolean NOT NULL,
  search_vector tsvector NOT NULL,
  search_name text NOT NULL
);

CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO product_search (product_id, searchable, search_vector, search_name)
  VALUES (
    NEW.product_id,
    NEW.visibility = 4 AND NEW.status = 1,
    setweight(to_tsvector('fr_unaccent', coalesce(NEW.name, '')), 'A') ||
      setweight(to_tsvector('fr_unaccent', coalesce(NEW.sku, '') || ' ' || coalesce(NEW.brand, '')), 'B') ||
      setweight(to_tsvector('fr_unaccent', coalesce(NEW.short_description, '')), 'C') ||
      setweight(to_tsvector('fr_unaccent', coalesce(NEW.description, '')), 'D'),
    lower(f_unaccent(NEW.name))
  )
  ON CONFLICT (product_id) DO UPDATE SET
    searchable = EXCLUDED.searchable, search_vector = EXCLUDED.search_vector, search_name = EXCLUDED.search_name;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER product_search_sync AFTER INSERT OR UPDATE OF name, sku, brand, short_description, description, visibility, status ON product
  FOR EACH ROW EXECUTE FUNCTION product_search_sync();

INSERT INTO product_search (product_id, searchable, search_vector, search_name)
SELECT product_id, visibility = 4 AND status = 1, search_vector, search_name FROM product;

DROP INDEX IF EXISTS product_search_vector;
DROP INDEX IF EXISTS product_search_name_trgm;
ALTER TABLE product DROP COLUMN search_vector, DROP COLUMN search_name;

CREATE INDEX product_search_fts ON product_search USING gin (search_vector) WHERE searchable;
CREATE INDEX product_search_trgm ON product_search USING gin (search_name gin_trgm_ops) WHERE searchable;
