-- Relevance tiers (decision 130): a search page reads the products whose name matches first, in
-- catalogue order. A common word finds them by walking the primary key; a rare one through this
-- index, which also counts a tier when a page starts past it.
CREATE INDEX IF NOT EXISTS product_search_name_fts ON product_search USING gin (name_vector) WHERE searchable;
