-- A saved card's security code asked again when it pays (store config `payment_saved_card_cvc`,
-- as Braintree's `braintree_cc_vault_cvv`). Tokenised by `POST /payment/v1/security-codes`: the
-- code itself is never stored; only the token's hash, the saved card it is for, its expiry and
-- whether it paid an attempt.
CREATE TABLE payment_security_code_token (
  token_hash text PRIMARY KEY,
  public_hash text NOT NULL REFERENCES payment_vault_token ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- SHA-256 of the security-code token chosen with setPaymentMethodOnCart (vitrine_card_vault).
ALTER TABLE quote ADD COLUMN IF NOT EXISTS payment_cvc_token_hash text;

-- A store seeded before this migration asks for the code again too, as the seed now does
-- (seed/store.seed.ts). A fresh database has no configuration yet here: the seed writes it.
INSERT INTO core_config (store_id, path, value)
SELECT 0, 'payment_saved_card_cvc', 'true'::jsonb
 WHERE EXISTS (SELECT 1 FROM core_config WHERE store_id = 0 AND path = 'payment_client_key_test')
ON CONFLICT DO NOTHING;
