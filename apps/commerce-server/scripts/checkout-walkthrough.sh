#!/usr/bin/env bash
# A guest checkout (bank transfer) and a signed-in checkout with a 3-D Secure card, against a
# running commerce server. Needs curl and jq. Usage: BASE=http://localhost:4000 ./checkout-walkthrough.sh
# docs/checkout-walkthrough.md explains each call.
set -euo pipefail
BASE="${BASE:-http://localhost:4000}"
CLIENT_KEY="${CLIENT_KEY:-test_ORSALISDEMOCLIENTKEY0000000000}"
TOKEN=""

# gql QUERY [VARIABLES_JSON] [EXTRA_HEADER]: POSTs one operation, prints the JSON answer, stops on errors.
gql() {
  local body answer
  body=$(jq -n --arg q "$1" --argjson v "${2:-{\}}" '{query: $q, variables: $v}')
  answer=$(curl -sS "$BASE/graphql" -H 'Content-Type: application/json' -H 'Store: fr' \
    -H "Authorization: Bearer $TOKEN" ${3:+-H "$3"} --data "$body")
  if [ "$(jq '.errors // [] | length' <<<"$answer")" != 0 ]; then echo "GraphQL error: $answer" >&2; exit 1; fi
  echo "$answer"
}

step() { printf '\n== %s\n' "$1"; }

step 'Find an in-stock simple product'
SKU=$(gql '{ products(search: "vitamine", pageSize: 20) { items { __typename sku stock_status } } }' |
  jq -r '[.data.products.items[] | select(.__typename == "SimpleProduct" and .stock_status == "IN_STOCK")][1].sku')
echo "SKU: $SKU"

ADDRESS='{"firstname":"Léa","lastname":"Durand","street":["3 rue Victor Hugo"],"city":"Lyon","postcode":"69002","country_code":"FR","telephone":"06 12 34 56 78"}'

step 'Guest: create a cart and add the product twice'
CART=$(gql 'mutation { createEmptyCart }' | jq -r .data.createEmptyCart)
gql 'mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 2 }]) {
  cart { total_quantity prices { grand_total { value currency } } } user_errors { code message } } }' \
  "$(jq -n --arg c "$CART" --arg s "$SKU" '{c: $c, s: $s}')" | jq -c .data.addProductsToCart

step 'Guest: e-mail, shipping address (answers the shipping methods), billing same as shipping'
VARS=$(jq -n --arg c "$CART" --argjson a "$ADDRESS" '{c: $c, a: $a}')
gql 'mutation($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "lea.durand@example.com" }) { cart { email } } }' "$VARS" | jq -c .data
gql 'mutation($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) {
  cart { shipping_addresses { available_shipping_methods { carrier_code method_code amount { value } } } } } }' "$VARS" |
  jq -c '.data.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods'
gql 'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { billing_address { city } } } }' "$VARS" | jq -c .data

step 'Guest: home delivery, bank transfer, totals'
gql 'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "colissimo", method_code: "home" }] }) {
  cart { prices { grand_total { value } applied_taxes { label amount { value } } } } } }' "$VARS" | jq -c .data.setShippingMethodsOnCart.cart.prices
gql 'mutation($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "banktransfer" } }) { cart { selected_payment_method { code title } } } }' "$VARS" | jq -c .data

step 'Guest: place the order (Idempotency-Key: a retry after a lost answer gets the same order)'
KEY=$(cat /proc/sys/kernel/random/uuid 2>/dev/null || date +%s%N)
PLACE='mutation($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number status token total { grand_total { value } } } errors { code message } } }'
GUEST_ORDER=$(gql "$PLACE" "$VARS" "Idempotency-Key: $KEY" | jq -r .data.placeOrder.orderV2.number)
echo "Order: $GUEST_ORDER"
echo "Retry with the same key: $(gql "$PLACE" "$VARS" "Idempotency-Key: $KEY" | jq -r .data.placeOrder.orderV2.number)"
gql 'query($n: String!) { guestOrder(input: { number: $n, email: "lea.durand@example.com", postcode: "69002" }) { number status } }' \
  "$(jq -n --arg n "$GUEST_ORDER" '{n: $n}')" | jq -c .data.guestOrder

step 'Signed in: demo customer token, customer cart, saved default address'
TOKEN=$(gql 'mutation { generateCustomerToken(email: "camille.martin@orsalis.example", password: "Orsalis-Demo-2026") { token } }' | jq -r .data.generateCustomerToken.token)
MINE=$(gql '{ customerCart { id } }' | jq -r .data.customerCart.id)
ADDRESS_ID=$(gql '{ customer { addresses { id default_shipping } } }' | jq -r '.data.customer.addresses[] | select(.default_shipping) | .id')
VARS=$(jq -n --arg c "$MINE" --arg s "$SKU" --argjson u "$ADDRESS_ID" '{c: $c, s: $s, u: $u}')
gql 'mutation($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { cart { total_quantity } } }' "$VARS" | jq -c .data
gql 'mutation($c: String!, $u: Int!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ customer_address_id: $u }] }) { cart { id } } }' "$VARS" >/dev/null
gql 'mutation($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }' "$VARS" >/dev/null
gql 'mutation($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "colissimo", method_code: "home" }] }) {
  cart { prices { grand_total { value } } } } }' "$VARS" | jq -c .data.setShippingMethodsOnCart.cart.prices

step 'Signed in: tokenise the 3-D Secure test card 5454 5454 5454 5454 at the card endpoint'
NONCE=$(curl -sS "$BASE/payment/v1/card-tokens" -H 'Content-Type: application/json' -H "X-Client-Key: $CLIENT_KEY" \
  --data '{"number":"5454 5454 5454 5454","expiryMonth":"03","expiryYear":"2030","cvc":"737","holderName":"Camille Martin"}' | jq -r .token)
echo "Token: $NONCE"
gql 'mutation($c: String!, $n: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "vitrine_card", vitrine_card: { payment_method_nonce: $n } } }) {
  cart { selected_payment_method { code } } } }' "$(jq -n --arg c "$MINE" --arg n "$NONCE" '{c: $c, n: $n}')" | jq -c .data

step 'Signed in: placeOrder answers IdentifyShopper (3-D Secure fingerprint), no order yet'
STATUS='payment_status { result_code is_final payment_reference action { type } refusal_reason order_number }'
ANSWER=$(gql "mutation(\$c: String!) { placeOrder(input: { cart_id: \$c }) { orderV2 { number } errors { code message } $STATUS } }" \
  "$(jq -n --arg c "$MINE" '{c: $c}')" "Idempotency-Key: $KEY-signed-in")
echo "$ANSWER" | jq -c .data.placeOrder
REFERENCE=$(jq -r .data.placeOrder.payment_status.payment_reference <<<"$ANSWER")

DETAILS="mutation(\$c: String!, \$r: String!, \$d: String!) { submitPaymentDetails(input: { cart_id: \$c, payment_reference: \$r, details: \$d }) {
  orderV2 { number status } errors { code message } $STATUS } }"
step 'Signed in: send the fingerprint → ChallengeShopper'
gql "$DETAILS" "$(jq -n --arg c "$MINE" --arg r "$REFERENCE" '{c: $c, r: $r, d: "{\"threeDSResult\":\"eyJ0aHJlZURTQ29tcEluZCI6IlkifQ==\"}"}')" \
  "Idempotency-Key: $KEY-fingerprint" | jq -c .data.submitPaymentDetails.payment_status
step 'Signed in: answer the challenge with "password" → Authorised, order placed'
gql "$DETAILS" "$(jq -n --arg c "$MINE" --arg r "$REFERENCE" '{c: $c, r: $r, d: "{\"challengeResult\":\"password\"}"}')" \
  "Idempotency-Key: $KEY-challenge" | jq -c .data.submitPaymentDetails
gql '{ customer { orders(pageSize: 1) { items { number status total { grand_total { value } } payment_methods { name additional_data { name value } } } } } }' |
  jq -c '.data.customer.orders.items[0]'
