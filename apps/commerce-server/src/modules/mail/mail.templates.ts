import type { OutgoingMail } from './outbox.repository.ts';

// Mails are the shop's French texts (the shop sells in France only). Everything interpolated is
// escaped in HTML; subjects carry only server-made values, never shopper input.

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Formats cents as French euros ("12,90 €"). */
export function formatCents(cents: number): string {
  return euros.format(cents / 100);
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function html(paragraphs: readonly string[]): string {
  return `<!doctype html><html lang="fr"><body style="font-family:sans-serif">${paragraphs.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('')}</body></html>`;
}

function mail(
  kind: string,
  to: string,
  subject: string,
  paragraphs: readonly string[],
): OutgoingMail {
  return { kind, to, subject, text: `${paragraphs.join('\n\n')}\n`, html: html(paragraphs) };
}

const SIGNATURE = 'L’équipe Orsalis';

export function passwordResetMail(to: string, firstname: string, link: string): OutgoingMail {
  return mail('password_reset', to, 'Réinitialisation de votre mot de passe Orsalis', [
    `Bonjour ${firstname},`,
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Orsalis. Ce lien est valable 2 heures et ne sert qu’une fois :',
    link,
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    SIGNATURE,
  ]);
}

export function accountWelcomeMail(
  to: string,
  firstname: string,
  accountUrl: string,
): OutgoingMail {
  return mail('account_welcome', to, 'Bienvenue chez Orsalis', [
    `Bonjour ${firstname},`,
    'Votre compte Orsalis est créé. Retrouvez vos commandes, adresses et favoris dans votre espace client :',
    accountUrl,
    SIGNATURE,
  ]);
}

/** What an order confirmation shows. */
export interface OrderMailSummary {
  number: string;
  firstname: string;
  email: string;
  lines: ReadonlyArray<{ name: string; qty: number; rowTotalIncl: number }>;
  subtotalIncl: number;
  discountIncl: number;
  shippingIncl: number;
  shippingTitle: string;
  taxes: ReadonlyArray<{ title: string; amount: number }>;
  grandTotal: number;
  paymentTitle: string;
  awaitingTransfer: boolean;
  shippingAddress: readonly string[];
  /** The shop of an in-store pickup order: where the parcel waits instead of a delivery address. */
  pickupShop?: { name: string; address: string } | null;
  trackUrl: string;
}

export function orderConfirmationMail(order: OrderMailSummary): OutgoingMail {
  const lines = order.lines.map(
    (line) => `${line.qty} × ${line.name} — ${formatCents(line.rowTotalIncl)}`,
  );
  const totals = [
    `Sous-total : ${formatCents(order.subtotalIncl)}`,
    ...(order.discountIncl > 0 ? [`Remise : -${formatCents(order.discountIncl)}`] : []),
    `Livraison (${order.shippingTitle}) : ${order.shippingIncl === 0 ? 'offerte' : formatCents(order.shippingIncl)}`,
    `Total TTC : ${formatCents(order.grandTotal)}`,
    ...order.taxes.map((tax) => `dont ${tax.title} : ${formatCents(tax.amount)}`),
  ];
  return mail('order_confirmation', order.email, `Votre commande Orsalis n° ${order.number}`, [
    `Bonjour ${order.firstname},`,
    `Merci pour votre commande n° ${order.number}.`,
    lines.join('\n'),
    totals.join('\n'),
    `Paiement : ${order.paymentTitle}`,
    ...(order.awaitingTransfer
      ? [
          `Votre commande sera préparée dès réception de votre virement de ${formatCents(order.grandTotal)} avec la référence ${order.number} :\nIBAN FR76 3000 4000 0500 0012 3456 789 — BIC BNPAFRPPXXX — Maison Orsalis`,
        ]
      : []),
    order.pickupShop
      ? `À retirer à la boutique ${order.pickupShop.name}, ${order.pickupShop.address}`
      : `Livraison à :\n${order.shippingAddress.join('\n')}`,
    `Suivre votre commande : ${order.trackUrl}`,
    SIGNATURE,
  ]);
}

/** The contact form, sent to the shop's customer service (one recipient, shopper data in the body). */
export function contactMail(
  to: string,
  request: {
    name: string;
    email: string;
    telephone: string | null;
    reason: string | null;
    orderNumber: string | null;
    comment: string;
  },
): OutgoingMail {
  return mail('contact', to, 'Nouveau message du formulaire de contact', [
    `Nom : ${request.name}`,
    `E-mail : ${request.email}`,
    `Téléphone : ${request.telephone ?? '—'}`,
    `Motif : ${request.reason ?? '—'}`,
    `Commande : ${request.orderNumber ?? '—'}`,
    request.comment,
  ]);
}

export function newsletterWelcomeMail(to: string): OutgoingMail {
  return mail('newsletter_welcome', to, 'Votre inscription à la lettre d’information Orsalis', [
    'Bonjour,',
    'Votre inscription à la lettre d’information Orsalis est confirmée : conseils, nouveautés et offres vous attendent.',
    'Vous pouvez vous désinscrire à tout moment grâce au lien présent dans chaque lettre.',
    SIGNATURE,
  ]);
}

export function gdprConfirmMail(
  to: string,
  firstname: string,
  type: string,
  link: string,
): OutgoingMail {
  const what =
    type === 'erase' ? 'la suppression de votre compte' : 'la copie de vos données personnelles';
  return mail('gdpr_request', to, 'Confirmez votre demande concernant vos données', [
    `Bonjour ${firstname},`,
    `Vous avez demandé ${what}. Pour confirmer, connectez-vous puis ouvrez ce lien :`,
    link,
    'Sans confirmation, la demande n’a aucun effet.',
    SIGNATURE,
  ]);
}

export function gdprExportMail(to: string, firstname: string, data: unknown): OutgoingMail {
  return mail('gdpr_export', to, 'Copie de vos données personnelles Orsalis', [
    `Bonjour ${firstname},`,
    'Voici les données de votre compte Orsalis, au format JSON :',
    JSON.stringify(data, null, 2),
    SIGNATURE,
  ]);
}

const frenchDate = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** A subscription renewal whose saved card was refused (extension `subscriptions`, decision 166). */
export function subscriptionRenewalRefusedMail(notice: {
  to: string;
  firstname: string;
  productName: string;
  dueDate: string;
  nextDate: string;
  accountUrl: string;
}): OutgoingMail {
  return mail(
    'subscription_payment_refused',
    notice.to,
    'Votre livraison par abonnement n’a pas pu partir',
    [
      `Bonjour ${notice.firstname},`,
      `Votre carte enregistrée a été refusée pour la livraison du ${frenchDate(notice.dueDate)} de votre abonnement « ${notice.productName} » : cette livraison n’aura pas lieu et rien ne vous a été débité.`,
      `Votre abonnement continue : la prochaine livraison est prévue le ${frenchDate(notice.nextDate)}. Pour qu’elle parte, enregistrez une carte valide lors d’une prochaine commande, ou gérez votre abonnement depuis votre espace client :`,
      notice.accountUrl,
      SIGNATURE,
    ],
  );
}
