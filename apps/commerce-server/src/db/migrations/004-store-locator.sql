-- Point-of-sale store locator (Absolunet-style absoStores).
CREATE TABLE pos_store (
  entity_id int PRIMARY KEY,
  identifier text NOT NULL UNIQUE,
  name text NOT NULL,
  url_key text NOT NULL UNIQUE,
  address1 text NOT NULL,
  address2 text,
  city text NOT NULL,
  postcode text NOT NULL,
  region text,
  region_id int,
  country_id text NOT NULL DEFAULT 'FR',
  telephone text,
  email text,
  store_type text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  more_infos text
);
CREATE INDEX pos_store_city ON pos_store (lower(f_unaccent(city)));
CREATE INDEX pos_store_postcode ON pos_store (postcode);

-- Regular weekly hours; day 0 = Monday ... 6 = Sunday. Several rows a day for a lunch break.
CREATE TABLE pos_opening_hours (
  entity_id int NOT NULL REFERENCES pos_store ON DELETE CASCADE,
  day int NOT NULL CHECK (day BETWEEN 0 AND 6),
  open time NOT NULL,
  close time NOT NULL,
  PRIMARY KEY (entity_id, day, open)
);

-- Exceptions for given dates (public holidays, late openings). No open/close = closed all day.
CREATE TABLE pos_special_hours (
  entity_id int NOT NULL REFERENCES pos_store ON DELETE CASCADE,
  date date NOT NULL,
  title text NOT NULL,
  open time,
  close time,
  PRIMARY KEY (entity_id, date)
);
