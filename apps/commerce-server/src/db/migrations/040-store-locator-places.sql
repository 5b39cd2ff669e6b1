-- French places the store locator can search from (a city, a postcode or a département typed by a
-- shopper): the stores have coordinates, the shopper's words do not. `main` marks the city a bare
-- département number lands on.
CREATE TABLE pos_place (
  name text NOT NULL,
  postcode text NOT NULL,
  department text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  main boolean NOT NULL DEFAULT false,
  PRIMARY KEY (name, postcode)
);
CREATE INDEX pos_place_name ON pos_place (lower(f_unaccent(name)));
CREATE INDEX pos_place_department ON pos_place (department);
