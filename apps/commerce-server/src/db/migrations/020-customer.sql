-- Customers, their addresses, bearer tokens, password resets and throttling counters.
-- Times are written by the server from its clock (never now()), so tests can move time.

CREATE TABLE customer (
  customer_id serial PRIMARY KEY,
  store_id int NOT NULL,
  email text NOT NULL,
  firstname text NOT NULL,
  lastname text NOT NULL,
  middlename text,
  prefix text,
  suffix text,
  date_of_birth date,
  gender int,
  taxvat text,
  -- scrypt in PHC form: $scrypt$ln=17,r=8,p=1$<salt>$<hash>
  password_hash text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  -- Magento's lockout: failures_num counts bad passwords, lock_expires blocks sign-in until then.
  failures_num int NOT NULL DEFAULT 0,
  first_failure timestamptz,
  lock_expires timestamptz,
  default_billing int,
  default_shipping int,
  favorite_store text,
  marketing_consent boolean,
  marketing_consent_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- One account per e-mail, whatever its case.
CREATE UNIQUE INDEX customer_email ON customer (lower(email));

CREATE TABLE customer_address (
  address_id serial PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customer ON DELETE CASCADE,
  firstname text NOT NULL,
  lastname text NOT NULL,
  middlename text,
  prefix text,
  suffix text,
  company text,
  street text[] NOT NULL,
  city text NOT NULL,
  region text,
  region_code text,
  region_id int,
  postcode text,
  country_code text NOT NULL,
  telephone text,
  vat_id text,
  fax text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX customer_address_customer ON customer_address (customer_id, address_id);

-- Bearer tokens: only the SHA-256 of the random token is stored.
CREATE TABLE customer_token (
  token_hash text PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customer ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX customer_token_customer ON customer_token (customer_id) WHERE revoked_at IS NULL;

-- Password reset links: single use, short-lived, hashed like tokens.
CREATE TABLE password_reset_token (
  token_hash text PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customer ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_token_customer ON password_reset_token (customer_id);

-- Anti-automation counters: one row per attempt in a bucket (password-reset:email, newsletter:ip…).
CREATE TABLE throttle_event (
  bucket text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX throttle_event_lookup ON throttle_event (bucket, subject, at);
