-- Extension `subscriptions` (issue 22, decision 166): cures delivered again every 30, 60 or 90 days.
-- Numbered after 040 because it references carts, orders, customers and saved cards (020–031).

-- The offer: product attributes the merchant edits. Not eligible unless set (the seed sets the cures).
ALTER TABLE product ADD COLUMN IF NOT EXISTS subscription_eligible boolean NOT NULL DEFAULT false;
ALTER TABLE product ADD COLUMN IF NOT EXISTS subscription_discount_percent numeric(5, 2) NOT NULL DEFAULT 10
  CHECK (subscription_discount_percent >= 0 AND subscription_discount_percent < 100);
ALTER TABLE product ADD COLUMN IF NOT EXISTS subscription_frequencies int[] NOT NULL DEFAULT '{30,60,90}';

-- A cart line's subscription frequency (NULL: one-time). A subscribed line and a one-time line of
-- the same product are two lines; the same product at the same frequency adds up.
ALTER TABLE quote_item ADD COLUMN IF NOT EXISTS subscription_frequency int CHECK (subscription_frequency > 0);
DROP INDEX IF EXISTS quote_item_product;
CREATE UNIQUE INDEX quote_item_product
  ON quote_item (quote_id, product_id, coalesce(parent_product_id, 0), coalesce(subscription_frequency, 0));

-- The order line's frequency, as the cart line had it (the subscription itself is linked below).
ALTER TABLE sales_order_item ADD COLUMN IF NOT EXISTS subscription_frequency int;

CREATE TABLE vitrine_subscription (
  subscription_id serial PRIMARY KEY,
  -- The uid clients see (random: a sequence would let one guess another customer's).
  uid text NOT NULL UNIQUE,
  customer_id int NOT NULL REFERENCES customer ON DELETE CASCADE,
  store_id int NOT NULL,
  product_id int NOT NULL,
  parent_product_id int,
  sku text NOT NULL,
  parent_sku text,
  product_name text NOT NULL,
  options jsonb NOT NULL DEFAULT '[]'::jsonb,
  qty int NOT NULL CHECK (qty > 0),
  frequency_days int NOT NULL CHECK (frequency_days > 0),
  -- The discount when the subscription started (the renewal price uses it: decision 166).
  discount_percent numeric(5, 2) NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'paused', 'cancelled')),
  -- Store-time-zone date of the next renewal; NULL once cancelled.
  next_date date,
  -- Date of the last delivery (first order or renewal): a frequency change counts from it.
  last_date date NOT NULL,
  payment_public_hash text,
  -- The shipping and billing addresses and the method, as the first order had them.
  shipping_address jsonb NOT NULL,
  billing_address jsonb NOT NULL,
  shipping_carrier text NOT NULL,
  shipping_method text NOT NULL,
  email text NOT NULL,
  first_order_id int NOT NULL REFERENCES sales_order,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX vitrine_subscription_customer ON vitrine_subscription (customer_id, subscription_id DESC);
CREATE INDEX vitrine_subscription_due ON vitrine_subscription (next_date) WHERE status = 'active';

-- One row per subscription and due date: inserting it is the claim that makes a renewal happen
-- once, however many schedulers race for it (the loser's INSERT conflicts and it moves on).
CREATE TABLE vitrine_subscription_renewal (
  subscription_id int NOT NULL REFERENCES vitrine_subscription ON DELETE CASCADE,
  due_date date NOT NULL,
  -- placed: order_id set; refused: the card was refused (no order); failed: the order could not be written.
  outcome text NOT NULL CHECK (outcome IN ('placed', 'refused', 'failed')),
  order_id int REFERENCES sales_order,
  note text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (subscription_id, due_date)
);

-- Which subscription an order line started (is_renewal false) or renewed.
CREATE TABLE vitrine_subscription_order_item (
  order_item_id int PRIMARY KEY REFERENCES sales_order_item ON DELETE CASCADE,
  subscription_id int NOT NULL REFERENCES vitrine_subscription ON DELETE CASCADE,
  is_renewal boolean NOT NULL
);
CREATE INDEX vitrine_subscription_order_item_subscription ON vitrine_subscription_order_item (subscription_id);

-- A store seeded before this migration gets the seed's offer too (seed/subscriptions.seed.ts says
-- which products: every cure but the vials, decision 166).
UPDATE product p SET subscription_eligible = true
 WHERE NOT EXISTS (
   SELECT 1 FROM product_option_value v
     JOIN attribute a ON a.attribute_id = v.attribute_id
     JOIN attribute_option o ON o.option_id = v.option_id
    WHERE v.product_id = p.product_id AND a.code = 'form' AND o.label = 'Ampoules')
   AND EXISTS (SELECT 1 FROM product_option_value v JOIN attribute a ON a.attribute_id = v.attribute_id
                WHERE v.product_id = p.product_id AND a.code = 'form');
