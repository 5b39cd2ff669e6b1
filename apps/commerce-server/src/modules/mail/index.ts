/**
 * The public face of the `mail` module: what other modules and the server's composition (HTTP
 * routes, schema, seed, bench) may use. Anything else in this folder is the module's own
 * (decision 114; `eslint.config.js` enforces it).
 */
export { mailRoutes } from './mail.routes.ts';
export { flushOutbox } from './mail.sender.ts';
export {
  accountWelcomeMail,
  contactMail,
  gdprConfirmMail,
  gdprExportMail,
  newsletterWelcomeMail,
  orderConfirmationMail,
  passwordResetMail,
  subscriptionRenewalRefusedMail,
} from './mail.templates.ts';
export { enqueueMail } from './outbox.repository.ts';
