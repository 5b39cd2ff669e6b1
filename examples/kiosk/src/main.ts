/**
 * `pnpm --filter @vitrine/kiosk start [backend URL]` — runs one guest checkout against a running
 * commerce server (default `MAGENTO_BACKEND_URL` or http://localhost:4000) and prints every state
 * transition of the cart, the checkout and the payment session.
 */
import { KioskError, runKioskCheckout } from './kiosk.ts';
import { connectKiosk } from './shop.ts';
import { formatTransition } from './transition-log.ts';

const backendUrl = process.argv[2] ?? process.env['MAGENTO_BACKEND_URL'] ?? 'http://localhost:4000';

try {
  const { options } = await connectKiosk({ backendUrl });
  console.log(
    `Kiosk against ${backendUrl}: ${options.items.map((item) => `${item.quantity} × ${item.sku}`).join(', ')}`,
  );
  const result = await runKioskCheckout({
    ...options,
    onTransition: (line) => console.log(formatTransition(line)),
  });
  console.log(
    `\nOrder ${result.orderNumber} placed in ${result.checkoutMs} ms (${result.transitions} transitions); new cart ${result.newCartId ?? 'none'}.`,
  );
} catch (error) {
  console.error(error instanceof KioskError ? `Kiosk stopped at ${error.message}` : error);
  process.exitCode = 1;
}
