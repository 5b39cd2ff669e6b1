import type { Queryable } from '../db/database.ts';
import { SCENE_SIZE } from '../media/artwork.ts';
import { bulkInsert } from './bulk-insert.ts';
import { DEMO_COUPONS } from './customers.seed.ts';
import { homeContent } from './cms-home.seed.ts';
import { PageBuilder } from './page-builder.ts';

const media = (file: string) => `{{media url=wysiwyg/${file}}}`;

/** The welcome coupon the promotional copy names (a seeded coupon, so the code works at checkout). */
export const WELCOME_COUPON = DEMO_COUPONS[0];

/** Wysiwyg images drawn by the media route (banners of the home page and the blocks). */
export const WYSIWYG_ASSETS: Array<[string, Record<string, unknown>]> = [
  [
    'wysiwyg/accueil-sommeil.png',
    { kind: 'backdrop', title: 'Retrouvez des nuits sereines', colour: '#5b4b8a' },
  ],
  [
    'wysiwyg/accueil-immunite.png',
    { kind: 'backdrop', title: 'Vos défenses pour l’hiver', colour: '#2f8f5b' },
  ],
  [
    'wysiwyg/accueil-energie.png',
    { kind: 'backdrop', title: 'Le plein d’énergie', colour: '#e07a2f' },
  ],
  ['wysiwyg/laboratoire.png', { kind: 'backdrop', title: 'Formulé en France', colour: '#8a6d3b' }],
  [
    'wysiwyg/livraison.png',
    { kind: 'banner', title: 'Livraison offerte dès 39 €', colour: '#3b7ea1' },
  ],
  // Still lifes for image blocks (new paths, so no cache holds an older drawing under them).
  [
    'wysiwyg/scene-sommeil.png',
    {
      kind: 'scene',
      motif: 'sleep',
      colour: '#5b4b8a',
      name: 'Sommeil',
      subtitle: 'Mélatonine',
      form: 'Gélules',
    },
  ],
  [
    'wysiwyg/scene-livraison.png',
    {
      kind: 'scene',
      motif: 'delivery',
      colour: '#3b7ea1',
      name: 'Multivitamines',
      subtitle: 'Vitalité',
    },
  ],
];

/** The CMS blocks by identifier (exported for the copy tests). */
export function blocks(): Record<string, { title: string; content: string }> {
  const promo = new PageBuilder('promo-livraison');
  const help = new PageBuilder('need-help');
  return {
    'footer-legal': {
      title: 'Pied de page — mentions légales',
      content:
        '<p>Les compléments alimentaires ne se substituent pas à une alimentation variée et équilibrée et à un mode de vie sain. Tenir hors de portée des jeunes enfants. Ne pas dépasser la dose journalière recommandée.</p><p>Maison Orsalis SAS — <a href="/mentions-legales">Mentions légales</a> — <a href="/customer-service">Service client</a></p>',
    },
    'promo-livraison': {
      title: 'Promo — livraison offerte',
      content: promo.document(
        promo.row(
          'contained',
          promo.columns(
            {
              width: '33.3333%',
              appearance: 'align-center',
              content: promo.image(
                media('scene-livraison.png'),
                'Un colis Orsalis et un flacon de multivitamines',
                { size: SCENE_SIZE, radius: '8px' },
              ),
            },
            {
              width: '66.6667%',
              appearance: 'align-center',
              content:
                promo.text(
                  '<h3>Livraison offerte dès 39 € d’achat</h3><p>À domicile partout en France métropolitaine, ou retrait gratuit dans l’une de nos boutiques.</p>',
                ) +
                promo.buttons(
                  [{ text: 'J’en profite', href: '/promotions.html', linkType: 'category' }],
                  'left',
                ),
            },
          ),
          { background: '#f6efe6', spacing: 'panel' },
        ),
      ),
    },
    'promo-bienvenue': {
      title: 'Promo — code bienvenue',
      content: `<p><strong>-${WELCOME_COUPON.amount / 100} % sur votre première commande</strong> avec le code <strong>${WELCOME_COUPON.code}</strong>.</p>`,
    },
    'need-help': {
      title: 'Besoin d’aide ?',
      // Shown in a dialog (a button's block link): the dialog gives the room, and its title is
      // the block's, so the content does not repeat it (issue 20).
      content: help.document(
        help.row(
          'contained',
          help.text(
            '<p>Nos conseillers vous répondent du lundi au vendredi, de 9 h à 18 h, au <a href="tel:+33184602715">01 84 60 27 15</a> ou par e-mail à <a href="mailto:conseil@orsalis.example">conseil@orsalis.example</a>.</p>',
          ),
          { spacing: 'none' },
        ),
      ),
    },
  };
}

function simplePage(title: string, paragraphs: string[]): string {
  const pb = new PageBuilder(`page:${title}`);
  return pb.document(
    pb.row(
      'contained',
      pb.heading(1, title) + pb.text(paragraphs.map((p) => `<p>${p}</p>`).join('')),
    ),
  );
}

/**
 * The home page's seeded draft, shown only in an admin preview at its staging version or later
 * (2026-01-01, unix seconds): the demo of the merchant's preview.
 */
export const HOME_DRAFT = {
  stagingVersion: 1_767_225_600,
  heading: 'Avant-première\u00a0: la collection de printemps',
  content: simplePage('Avant-première\u00a0: la collection de printemps', [
    'Nos nouvelles cures de saison arrivent bientôt\u00a0: plantes détox, vitamines et minéraux pour retrouver de l’élan.',
    'Cette page est un brouillon\u00a0: elle n’est visible que dans l’aperçu de l’administration.',
  ]),
};

/** CMS pages (home, about-us, customer-service, legal notice, 404, terms of sale) and blocks. */
export async function seedCms(
  db: Queryable,
  productLinks: Array<{ name: string; href: string }>,
): Promise<number> {
  const blockMap = blocks();
  await bulkInsert(
    db,
    'cms_block',
    ['block_id', 'identifier', 'title', 'content'],
    Object.entries(blockMap).map(([identifier, block], index) => [
      index + 1,
      identifier,
      block.title,
      block.content,
    ]),
  );
  const pages: Array<[string, string, string, string]> = [
    [
      'home',
      'Accueil',
      homeContent(productLinks, blockMap['promo-livraison']?.content ?? ''),
      'Orsalis — compléments alimentaires formulés en France',
    ],
    [
      'about-us',
      'Notre histoire',
      simplePage('Notre histoire', [
        'Maison Orsalis est née en 2012 à Lyon, de la rencontre de deux pharmaciennes passionnées par les plantes.',
        'Nous formulons des compléments alimentaires exigeants, fabriqués en France, avec des actifs tracés et des dosages efficaces.',
        'Aujourd’hui, nos 25 points de vente vous accueillent partout en France.',
      ]),
      'Notre histoire | Orsalis',
    ],
    [
      'customer-service',
      'Service client',
      simplePage('Service client', [
        'Nos conseillers vous répondent du lundi au vendredi de 9 h à 18 h au 01 84 60 27 15.',
        'Livraison en 2 à 3 jours ouvrés, retrait gratuit en point de vente, retours sous 14 jours.',
        'Pour toute question sur une commande, munissez-vous de votre numéro de commande.',
      ]),
      'Service client | Orsalis',
    ],
    [
      'mentions-legales',
      'Mentions légales',
      simplePage('Mentions légales', [
        'Éditeur : Maison Orsalis SAS, au capital de 150 000 €, 12 rue de la République, 69002 Lyon. RCS Lyon 000 000 000.',
        'Directrice de la publication : Claire Orsalis. Hébergement : serveurs situés dans l’Union européenne.',
        'Données personnelles : contactez notre délégué à la protection des données à dpo@orsalis.example.',
      ]),
      'Mentions légales | Orsalis',
    ],
    [
      'no-route',
      '404 Not Found',
      simplePage('Page introuvable', [
        'La page que vous recherchez n’existe pas ou a été déplacée.',
      ]),
      '404 Not Found',
    ],
    // Linked beside the checkout's order button (issue 20); last, so the other pages keep their ids.
    [
      'conditions-generales-de-vente',
      'Conditions générales de vente',
      simplePage('Conditions générales de vente', [
        'Les présentes conditions s’appliquent à toute commande passée sur la boutique en ligne de Maison Orsalis SAS, 12 rue de la République, 69002 Lyon, par un client résidant en France métropolitaine ou en Corse.',
        'Prix et paiement : nos prix sont indiqués en euros, toutes taxes comprises. Le paiement par carte (CB, Visa, Mastercard) est sécurisé ; votre carte est débitée à la validation de la commande.',
        'Livraison : nous livrons en France métropolitaine et en Corse en 2 à 3 jours ouvrés, gratuitement dès 39 € d’achat. Le retrait en point de vente est gratuit.',
        'Rétractation et retours : vous disposez de 14 jours à compter de la réception pour nous retourner un produit non ouvert, sans avoir à vous justifier. Nous vous remboursons dans les 14 jours suivant le retour.',
        'Service client : 01 84 60 27 15, du lundi au vendredi de 9 h à 18 h. En cas de litige, vous pouvez recourir gratuitement à un médiateur de la consommation.',
      ]),
      'Conditions générales de vente | Orsalis',
    ],
  ];
  await bulkInsert(
    db,
    'cms_page',
    [
      'page_id',
      'identifier',
      'title',
      'content',
      'meta_title',
      'content_heading',
      'meta_description',
    ],
    pages.map(([identifier, title, content, metaTitle], index) => [
      index + 1,
      identifier,
      title,
      content,
      metaTitle,
      identifier === 'home' ? null : title,
      `${title} — Maison Orsalis, compléments alimentaires fabriqués en France.`,
    ]),
  );
  // The demo's admin preview (decision 141): a draft of the home page, not yet published.
  await bulkInsert(
    db,
    'cms_page_draft',
    ['page_id', 'title', 'content', 'staging_version'],
    [[1, 'Accueil — printemps', HOME_DRAFT.content, HOME_DRAFT.stagingVersion]],
  );
  await bulkInsert(
    db,
    'media_asset',
    ['path', 'spec'],
    WYSIWYG_ASSETS.map(([path, spec]) => [path, JSON.stringify(spec)]),
    { spec: 'jsonb' },
  );
  return pages.length;
}
