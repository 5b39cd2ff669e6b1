-- Mail outbox, newsletter, contact requests, wishlists and GDPR requests.

-- Every mail is written here first (in the transaction of what caused it); a sender delivers
-- it when SMTP_URL is set. A development endpoint lists it.
CREATE TABLE mail_outbox (
  mail_id serial PRIMARY KEY,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  attempts int NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX mail_outbox_unsent ON mail_outbox (mail_id) WHERE sent_at IS NULL;
CREATE INDEX mail_outbox_to ON mail_outbox (lower(to_address), mail_id DESC);

CREATE TABLE newsletter_subscriber (
  subscriber_id serial PRIMARY KEY,
  email text NOT NULL,
  customer_id int REFERENCES customer ON DELETE SET NULL,
  -- SUBSCRIBED | NOT_ACTIVE | UNSUBSCRIBED | UNCONFIRMED
  status text NOT NULL,
  consent boolean NOT NULL,
  optin_source text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX newsletter_subscriber_email ON newsletter_subscriber (lower(email));

CREATE TABLE contact_request (
  request_id serial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  telephone text,
  comment text NOT NULL,
  contact_reason text NOT NULL,
  order_number text,
  consent boolean NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE wishlist (
  wishlist_id serial PRIMARY KEY,
  customer_id int NOT NULL UNIQUE REFERENCES customer ON DELETE CASCADE,
  name text NOT NULL,
  sharing_code text NOT NULL UNIQUE,
  updated_at timestamptz NOT NULL
);

CREATE TABLE wishlist_item (
  wishlist_item_id serial PRIMARY KEY,
  wishlist_id int NOT NULL REFERENCES wishlist ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES product ON DELETE CASCADE,
  parent_product_id int REFERENCES product ON DELETE CASCADE,
  qty int NOT NULL CHECK (qty > 0),
  description text,
  added_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX wishlist_item_product ON wishlist_item (wishlist_id, product_id, coalesce(parent_product_id, 0));

CREATE TABLE gdpr_request (
  request_id serial PRIMARY KEY,
  customer_id int REFERENCES customer ON DELETE SET NULL,
  -- export | erase
  type text NOT NULL,
  code text NOT NULL UNIQUE,
  -- pending | confirmed
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
