import { fromPromise } from 'xstate';
import { unwrap } from '@vitrine/commerce-primitives';
import type { CheckoutFunctions, PaymentFunctions } from './checkout.ports.ts';
import type {
  Address,
  BillingAddress,
  ConfirmCartInput,
  PaymentMethodKind,
} from './checkout.types.ts';
import { createPaymentActors } from './payment.actors.ts';
import { paymentSessionMachine } from './payment.machine.ts';

/**
 * Turns the commerce functions into the checkout machine's actors (the payment session included,
 * with its own functions). Provide them with `checkoutMachine.provide({ actors })`.
 *
 * The shipping-address step of a guest is two calls, in this order: the e-mail is set on the
 * cart first (spec §6), then the address, whose answer carries the shipping methods.
 */
export function createCheckoutActors(functions: CheckoutFunctions, payment: PaymentFunctions) {
  const setBilling = async (cartId: string, billing: BillingAddress) =>
    unwrap(
      await functions.setBillingAddress(
        billing.sameAsShippingAddress
          ? { cartId, sameAsShipping: true }
          : {
              cartId,
              sameAsShipping: false,
              address: billing.address,
              ...(billing.customerAddressId !== undefined
                ? { customerAddressId: billing.customerAddressId }
                : {}),
            },
      ),
    );
  return {
    submitShippingAddress: fromPromise(
      async ({
        input,
      }: {
        input: { cartId: string; signedIn: boolean; address: Address; customerAddressId?: number };
      }) => {
        if (!input.signedIn) {
          unwrap(
            await functions.setGuestEmail({
              cartId: input.cartId,
              email: input.address.email?.trim() ?? '',
            }),
          );
        }
        const { shippingMethods } = unwrap(
          await functions.setShippingAddress({
            cartId: input.cartId,
            address: input.address,
            ...(input.customerAddressId !== undefined
              ? { customerAddressId: input.customerAddressId }
              : {}),
          }),
        );
        return { shippingMethods };
      },
    ),
    submitShippingMethod: fromPromise(
      async ({ input }: { input: { cartId: string; carrierCode: string; methodCode: string } }) => {
        unwrap(await functions.setShippingMethod(input));
      },
    ),
    submitBillingAddress: fromPromise(
      async ({ input }: { input: { cartId: string; billing: BillingAddress } }) => {
        await setBilling(input.cartId, input.billing);
      },
    ),
    submitPaymentMethod: fromPromise(
      async ({
        input,
      }: {
        input: { cartId: string; code: string; kind: PaymentMethodKind; nonce?: string };
      }) => {
        // A card is set on the cart with its one-time token when the shopper pays (the payment
        // session's `submitPayment`); the card provider refuses the method without a token.
        if (input.kind === 'card' && !input.nonce) return;
        unwrap(
          await functions.setPaymentMethod({
            cartId: input.cartId,
            code: input.code,
            ...(input.nonce ? { nonce: input.nonce } : {}),
          }),
        );
      },
    ),
    saveShippingInformation: fromPromise(
      async ({
        input,
      }: {
        input: Parameters<CheckoutFunctions['saveShippingInformation']>[0];
      }) => ({
        paymentMethods: unwrap(await functions.saveShippingInformation(input)).paymentMethods,
      }),
    ),
    // The GraphQL placement's confirmation of restored data: the steps' setters in their order.
    // A card is set with its token when the shopper pays, as at the payment step.
    confirmCart: fromPromise(async ({ input }: { input: ConfirmCartInput }) => {
      const { cartId } = input;
      if (!input.signedIn) {
        const email = input.shippingAddress.email?.trim() ?? '';
        unwrap(await functions.setGuestEmail({ cartId, email }));
      }
      unwrap(await functions.setShippingAddress({ cartId, address: input.shippingAddress }));
      unwrap(
        await functions.setShippingMethod({
          cartId,
          carrierCode: input.carrierCode,
          methodCode: input.methodCode,
        }),
      );
      await setBilling(cartId, input.billing);
      if (input.payment.kind !== 'card') {
        unwrap(await functions.setPaymentMethod({ cartId, code: input.payment.code }));
      }
    }),
    // Magento answers the entity id, never shown as the number: the increment id when the
    // implementation found it, else null (decision 050).
    savePaymentInformation: fromPromise(
      async ({ input }: { input: Parameters<CheckoutFunctions['savePaymentInformation']>[0] }) => ({
        orderNumber: unwrap(await functions.savePaymentInformation(input)).orderNumber,
      }),
    ),
    placeOrder: fromPromise(
      async ({ input }: { input: Parameters<CheckoutFunctions['placeOrder']>[0] }) => ({
        orderNumber: unwrap(await functions.placeOrder(input)).orderNumber,
      }),
    ),
    renewCart: fromPromise<{ cartId: string | null }, void>(() => functions.renewCart()),
    paymentSession: paymentSessionMachine.provide({ actors: createPaymentActors(payment) }),
  };
}
