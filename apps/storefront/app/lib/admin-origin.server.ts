import { adminOriginOf } from './admin-preview.ts';

/**
 * The admin origin preview messages are accepted from (`ADMIN_ORIGIN`, decision 141); null when
 * unset. A value that is not an origin stops the page with a clear message in the log, once.
 */
let warned = false;
export function configuredAdminOrigin(): string | null {
  const value = process.env.ADMIN_ORIGIN?.trim();
  const origin = adminOriginOf(value);
  if (value && origin === null && !warned) {
    warned = true;
    console.error(
      JSON.stringify({
        level: 'error',
        msg: `ADMIN_ORIGIN must be an origin such as https://admin.example.com, not "${value}": the admin preview is off`,
      }),
    );
  }
  return origin;
}
