-- Carts (Magento's quote): lines, addresses, the chosen shipping and payment methods, coupons.
-- Prices are never stored on a cart: totals are recomputed from the catalogue on every read.

CREATE TABLE quote (
  quote_id serial PRIMARY KEY,
  -- The 32-character masked id clients use; the numeric id never leaves the server.
  masked_id text NOT NULL UNIQUE CHECK (length(masked_id) = 32),
  store_id int NOT NULL,
  -- NULL for a guest cart.
  customer_id int REFERENCES customer ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  email text,
  coupon_code text,
  shipping_carrier text,
  shipping_method text,
  payment_method text,
  -- SHA-256 of the card token chosen with setPaymentMethodOnCart (vitrine_card).
  payment_token_hash text,
  payment_store_card boolean NOT NULL DEFAULT false,
  -- public_hash of a saved card (vitrine_card_vault).
  payment_vault_hash text,
  payment_po_number text,
  guest_consent boolean,
  -- Per-cart order lock (Magento's PlaceOrderMutex): set while an order is being placed.
  placing_until timestamptz,
  placing_owner text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- A customer has at most one active cart.
CREATE UNIQUE INDEX quote_active_customer ON quote (customer_id) WHERE is_active AND customer_id IS NOT NULL;

CREATE TABLE quote_item (
  item_id serial PRIMARY KEY,
  quote_id int NOT NULL REFERENCES quote ON DELETE CASCADE,
  -- The product whose stock is used: the simple product, or the chosen variant of a configurable.
  product_id int NOT NULL REFERENCES product,
  parent_product_id int REFERENCES product,
  qty int NOT NULL CHECK (qty > 0),
  created_at timestamptz NOT NULL
);
-- Adding a product already in the cart adds to its line (ON CONFLICT), even under concurrency.
CREATE UNIQUE INDEX quote_item_product ON quote_item (quote_id, product_id, coalesce(parent_product_id, 0));

CREATE TABLE quote_address (
  quote_id int NOT NULL REFERENCES quote ON DELETE CASCADE,
  address_type text NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  firstname text NOT NULL,
  lastname text NOT NULL,
  middlename text,
  prefix text,
  suffix text,
  company text,
  street text[] NOT NULL,
  city text NOT NULL,
  region text,
  region_id int,
  postcode text,
  country_code text NOT NULL,
  telephone text,
  vat_id text,
  fax text,
  customer_address_id int,
  save_in_address_book boolean NOT NULL DEFAULT false,
  -- billing: copied from the shipping address (setBillingAddressOnCart same_as_shipping).
  same_as_shipping boolean NOT NULL DEFAULT false,
  customer_notes text,
  pickup_location_code text,
  PRIMARY KEY (quote_id, address_type)
);

-- Cart price rules reached by a coupon code.
CREATE TABLE sales_coupon (
  -- Upper case; codes are matched case-insensitively.
  code text PRIMARY KEY,
  label text NOT NULL,
  -- percent: amount in hundredths of a percent (1000 = 10 %); fixed: cents off the items;
  -- free_shipping: shipping costs nothing.
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed', 'free_shipping')),
  amount int NOT NULL DEFAULT 0,
  -- Minimum items subtotal including tax, in cents.
  min_subtotal int NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  from_date date,
  to_date date
);
