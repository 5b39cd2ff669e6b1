-- Orders, card payments, saved cards and idempotency records.

-- Customer-facing order numbers: 000000001, 000000002…
CREATE SEQUENCE sales_order_number_seq;

CREATE TABLE sales_order (
  order_id serial PRIMARY KEY,
  increment_id text NOT NULL UNIQUE,
  -- One order per cart, whatever races happen above it.
  quote_id int UNIQUE REFERENCES quote,
  store_id int NOT NULL,
  customer_id int REFERENCES customer ON DELETE SET NULL,
  customer_email text NOT NULL,
  customer_firstname text NOT NULL,
  customer_lastname text NOT NULL,
  -- pending (awaiting a bank transfer), processing (paid), complete, canceled
  status text NOT NULL,
  -- Random token for guestOrderByToken.
  protect_code text NOT NULL UNIQUE,
  currency text NOT NULL,
  -- Amounts in cents; *_incl include VAT (the shop's prices).
  subtotal_incl int NOT NULL,
  subtotal_excl int NOT NULL,
  discount_incl int NOT NULL DEFAULT 0,
  shipping_incl int NOT NULL,
  shipping_excl int NOT NULL,
  tax_amount int NOT NULL,
  grand_total int NOT NULL,
  total_qty int NOT NULL,
  coupon_code text,
  discount_label text,
  shipping_carrier text NOT NULL,
  shipping_method text NOT NULL,
  shipping_description text NOT NULL,
  payment_method text NOT NULL,
  payment_title text NOT NULL,
  payment_reference text,
  payment_brand text,
  payment_last_four text,
  marketing_consent boolean,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX sales_order_customer ON sales_order (customer_id, created_at DESC);

CREATE TABLE sales_order_item (
  item_id serial PRIMARY KEY,
  order_id int NOT NULL REFERENCES sales_order ON DELETE CASCADE,
  product_id int,
  parent_product_id int,
  sku text NOT NULL,
  parent_sku text,
  name text NOT NULL,
  url_key text,
  product_type text NOT NULL,
  qty int NOT NULL,
  -- Unit prices including tax: regular, then the price paid before coupon discounts.
  original_price_incl int NOT NULL,
  price_incl int NOT NULL,
  row_total_incl int NOT NULL,
  row_discount_incl int NOT NULL DEFAULT 0,
  row_tax int NOT NULL,
  -- In hundredths of a percent: 550 = 5.5 %.
  tax_rate int NOT NULL,
  -- [{label, value}] of the configurable options.
  options jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX sales_order_item_order ON sales_order_item (order_id, item_id);

CREATE TABLE sales_order_address (
  order_id int NOT NULL REFERENCES sales_order ON DELETE CASCADE,
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
  pickup_location_code text,
  PRIMARY KEY (order_id, address_type)
);

CREATE TABLE sales_order_tax (
  order_id int NOT NULL REFERENCES sales_order ON DELETE CASCADE,
  title text NOT NULL,
  tax_rate int NOT NULL,
  amount int NOT NULL,
  PRIMARY KEY (order_id, title)
);

-- Card tokens of the built-in test provider. No card number, no CVC: brand, last four digits,
-- expiry, and the test behaviour the number selected.
CREATE TABLE payment_card_token (
  token_hash text PRIMARY KEY,
  brand text NOT NULL,
  last_four text NOT NULL,
  exp_month int NOT NULL,
  exp_year int NOT NULL,
  holder_name text,
  scenario text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- One row per card payment attempt. Written before the order transaction starts, so an
-- authorisation whose order then fails stays on record for reconciliation.
CREATE TABLE payment_transaction (
  reference text PRIMARY KEY,
  quote_id int NOT NULL REFERENCES quote,
  order_id int REFERENCES sales_order,
  idempotency_key text UNIQUE,
  method text NOT NULL,
  amount int NOT NULL,
  currency text NOT NULL,
  -- action_required | authorised | refused | error | voided | cancelled
  state text NOT NULL,
  -- fingerprint | challenge while a 3-D Secure step is awaited
  stage text,
  result_code text NOT NULL,
  refusal_reason text,
  scenario text NOT NULL,
  brand text NOT NULL,
  last_four text NOT NULL,
  exp_month int NOT NULL,
  exp_year int NOT NULL,
  store_card boolean NOT NULL DEFAULT false,
  customer_id int,
  -- Hash of the cart lines and totals paid for: a cart changed during 3-D Secure is not ordered.
  cart_fingerprint text NOT NULL,
  needs_reconciliation boolean NOT NULL DEFAULT false,
  note text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX payment_transaction_quote ON payment_transaction (quote_id);
CREATE INDEX payment_transaction_reconcile ON payment_transaction (created_at) WHERE needs_reconciliation;

-- Saved cards (Magento's vault): customerPaymentTokens.
CREATE TABLE payment_vault_token (
  public_hash text PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customer ON DELETE CASCADE,
  payment_method_code text NOT NULL,
  brand text NOT NULL,
  last_four text NOT NULL,
  exp_month int NOT NULL,
  exp_year int NOT NULL,
  scenario text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_vault_token_customer ON payment_vault_token (customer_id) WHERE is_active;

-- Idempotency-Key of placeOrder, payment-information and submitPaymentDetails: the first answer
-- is kept and given again to a repeated key.
CREATE TABLE idempotency_record (
  key text PRIMARY KEY,
  operation text NOT NULL,
  scope text NOT NULL,
  -- processing | done
  state text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
