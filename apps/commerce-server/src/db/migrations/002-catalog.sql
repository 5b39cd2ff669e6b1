-- Catalog: EAV kept to what the storefront filters and aggregates on; other attributes are columns.
CREATE TABLE attribute (
  attribute_id int PRIMARY KEY,
  code text NOT NULL UNIQUE,
  label text NOT NULL,
  -- select | multiselect | boolean | text | price
  input_type text NOT NULL,
  is_filterable boolean NOT NULL DEFAULT false,
  is_visible_on_front boolean NOT NULL DEFAULT false,
  is_configurable boolean NOT NULL DEFAULT false,
  position int NOT NULL DEFAULT 0
);

CREATE TABLE attribute_option (
  option_id int PRIMARY KEY,
  attribute_id int NOT NULL REFERENCES attribute,
  label text NOT NULL,
  position int NOT NULL DEFAULT 0,
  swatch text
);
CREATE INDEX attribute_option_attribute ON attribute_option (attribute_id, position);

CREATE TABLE category (
  category_id int PRIMARY KEY,
  parent_id int REFERENCES category,
  path text NOT NULL,
  level int NOT NULL,
  position int NOT NULL DEFAULT 0,
  name text NOT NULL,
  url_key text NOT NULL,
  url_path text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  is_anchor boolean NOT NULL DEFAULT true,
  include_in_menu int NOT NULL DEFAULT 1,
  description text,
  image text,
  meta_title text,
  meta_keywords text,
  meta_description text,
  display_mode text NOT NULL DEFAULT 'PRODUCTS',
  default_sort_by text NOT NULL DEFAULT 'position',
  landing_page int,
  promo_content text,
  promo_rich_content text,
  skinny_navigation boolean NOT NULL DEFAULT false
);
CREATE INDEX category_parent ON category (parent_id, position);
CREATE UNIQUE INDEX category_url_path ON category (url_path) WHERE level > 1;

CREATE TABLE product (
  product_id int PRIMARY KEY,
  type_id text NOT NULL,
  sku text NOT NULL UNIQUE,
  name text NOT NULL,
  url_key text NOT NULL UNIQUE,
  -- 1 not visible individually (variants), 4 catalog and search
  visibility int NOT NULL DEFAULT 4,
  status int NOT NULL DEFAULT 1,
  description text,
  short_description text,
  meta_title text,
  meta_keyword text,
  meta_description text,
  price int NOT NULL,
  special_price int,
  special_from_date date,
  special_to_date date,
  -- minimal final price of the product or its variants, kept by the seed/indexer for sorting and filters
  min_price int NOT NULL,
  max_price int NOT NULL,
  qty int NOT NULL DEFAULT 0,
  in_stock boolean NOT NULL DEFAULT true,
  weight real,
  rating_summary real NOT NULL DEFAULT 0,
  review_count int NOT NULL DEFAULT 0,
  brand text,
  position int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  new_from_date date,
  new_to_date date,
  -- extra product-page attributes (ingredients, dosage, warnings...) shown as custom attributes
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('fr_unaccent', coalesce(name, '')), 'A') ||
    setweight(to_tsvector('fr_unaccent', coalesce(sku, '') || ' ' || coalesce(brand, '')), 'B') ||
    setweight(to_tsvector('fr_unaccent', coalesce(short_description, '')), 'C') ||
    setweight(to_tsvector('fr_unaccent', coalesce(description, '')), 'D')
  ) STORED,
  search_name text GENERATED ALWAYS AS (lower(f_unaccent(name))) STORED
);
CREATE INDEX product_search_vector ON product USING gin (search_vector);
CREATE INDEX product_search_name_trgm ON product USING gin (search_name gin_trgm_ops);
CREATE INDEX product_visible_name ON product (name) WHERE visibility = 4 AND status = 1;
CREATE INDEX product_visible_price ON product (min_price) WHERE visibility = 4 AND status = 1;

-- select/multiselect values: one row per product and option, the base of filters and aggregations
CREATE TABLE product_option_value (
  product_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  attribute_id int NOT NULL REFERENCES attribute,
  option_id int NOT NULL REFERENCES attribute_option,
  PRIMARY KEY (product_id, attribute_id, option_id)
);
CREATE INDEX product_option_value_option ON product_option_value (option_id, product_id);

CREATE TABLE category_product (
  category_id int NOT NULL REFERENCES category ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX category_product_product ON category_product (product_id);

-- Anchor index: a product belongs to its categories and every anchor ancestor (Magento's
-- catalog_category_product_index). Listing pages read only this table.
CREATE TABLE category_product_index (
  category_id int NOT NULL,
  product_id int NOT NULL,
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX category_product_index_position ON category_product_index (category_id, position, product_id);
CREATE INDEX category_product_index_product ON category_product_index (product_id);

CREATE TABLE product_media (
  value_id int PRIMARY KEY,
  product_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  file text NOT NULL,
  label text,
  position int NOT NULL DEFAULT 0,
  disabled boolean NOT NULL DEFAULT false,
  -- image | small_image | thumbnail | swatch_image
  roles text[] NOT NULL DEFAULT '{}',
  media_type text NOT NULL DEFAULT 'image'
);
CREATE INDEX product_media_product ON product_media (product_id, position);

CREATE TABLE product_link (
  product_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  linked_product_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  -- related | upsell | crosssell
  link_type text NOT NULL,
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, link_type, linked_product_id)
);

-- Configurable products: which attributes vary, and which simple products are the variants.
CREATE TABLE product_super_attribute (
  product_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  attribute_id int NOT NULL REFERENCES attribute,
  position int NOT NULL DEFAULT 0,
  label text NOT NULL,
  PRIMARY KEY (product_id, attribute_id)
);

CREATE TABLE product_relation (
  parent_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  child_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  position int NOT NULL DEFAULT 0,
  PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX product_relation_child ON product_relation (child_id);

CREATE TABLE product_faq (
  product_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  position int NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  PRIMARY KEY (product_id, position)
);

-- Generated images: the seed records what to draw; /media renders and caches on first request.
CREATE TABLE media_asset (
  path text PRIMARY KEY,
  spec jsonb NOT NULL
);
