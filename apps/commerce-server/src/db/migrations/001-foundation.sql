-- Extensions and the search configuration every later migration relies on.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- French stemming with accents folded first, so "magnesium" matches "Magnésium".
-- A copy of the built-in `french` configuration: same parser, stop words and Snowball stemmer.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fr_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION fr_unaccent (COPY = french);
    ALTER TEXT SEARCH CONFIGURATION fr_unaccent
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END
$$;

-- unaccent() is only STABLE (it reads a dictionary); this wrapper pins the dictionary so it can
-- back generated columns and indexes.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$;

CREATE TABLE store_website (
  website_id int PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE store_group (
  group_id int PRIMARY KEY,
  website_id int NOT NULL REFERENCES store_website,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  root_category_id int NOT NULL
);

CREATE TABLE store (
  store_id int PRIMARY KEY,
  group_id int NOT NULL REFERENCES store_group,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  sort_order int NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true
);

-- Magento's core_config_data: one value per configuration path and scope. store_id 0 = default.
CREATE TABLE core_config (
  store_id int NOT NULL DEFAULT 0,
  path text NOT NULL,
  value jsonb NOT NULL,
  PRIMARY KEY (store_id, path)
);
