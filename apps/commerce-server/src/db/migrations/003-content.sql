CREATE TABLE cms_page (
  page_id int PRIMARY KEY,
  identifier text NOT NULL UNIQUE,
  title text NOT NULL,
  content_heading text,
  content text NOT NULL DEFAULT '',
  page_layout text NOT NULL DEFAULT '1column',
  meta_title text,
  meta_keywords text,
  meta_description text,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE cms_block (
  block_id int PRIMARY KEY,
  identifier text NOT NULL UNIQUE,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true
);

-- Magento's url_rewrite. entity_type: product | category | cms-page | abso-store | abso-store-list | custom
CREATE TABLE url_rewrite (
  url_rewrite_id serial PRIMARY KEY,
  store_id int NOT NULL,
  request_path text NOT NULL,
  target_path text NOT NULL,
  redirect_type int NOT NULL DEFAULT 0,
  entity_type text NOT NULL,
  entity_id int NOT NULL DEFAULT 0,
  UNIQUE (store_id, request_path)
);
CREATE INDEX url_rewrite_target ON url_rewrite (store_id, target_path);
CREATE INDEX url_rewrite_entity ON url_rewrite (entity_type, entity_id);
