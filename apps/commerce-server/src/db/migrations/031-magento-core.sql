-- Core Magento parts the contract serves (issue 17): swatch types of attributes, the region code
-- of cart addresses, and shipments with their tracking numbers.

-- Magento's swatch_input_type of a select attribute: 'text', 'visual' (colour or image), or none.
ALTER TABLE attribute ADD COLUMN swatch_input text;
-- Data folders seeded before this migration get the seed's swatches (fresh ones are seeded after).
UPDATE attribute SET swatch_input = 'visual' WHERE code = 'flavour';
UPDATE attribute SET swatch_input = 'text' WHERE code = 'size';
UPDATE attribute_option o SET swatch = replace(o.label, ' jours', ' j')
  FROM attribute a WHERE a.attribute_id = o.attribute_id AND a.code = 'size';

ALTER TABLE quote_address ADD COLUMN region_code text;

CREATE TABLE sales_shipment (
  shipment_id serial PRIMARY KEY,
  order_id int NOT NULL REFERENCES sales_order ON DELETE CASCADE,
  increment_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX sales_shipment_order ON sales_shipment (order_id);

CREATE TABLE sales_shipment_track (
  track_id serial PRIMARY KEY,
  shipment_id int NOT NULL REFERENCES sales_shipment ON DELETE CASCADE,
  carrier_code text NOT NULL,
  title text NOT NULL,
  track_number text
);
CREATE INDEX sales_shipment_track_shipment ON sales_shipment_track (shipment_id);

-- Magento's contactUs has no reason field: only the contact-extras extension adds it.
ALTER TABLE contact_request ALTER COLUMN contact_reason DROP NOT NULL;
