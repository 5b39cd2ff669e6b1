import { SCENE_SIZE } from '../media/artwork.ts';
import { PageBuilder } from './page-builder.ts';

const media = (file: string) => `{{media url=wysiwyg/${file}}}`;

/** The shop's promises, shown under the home page. */
const REASSURANCE: ReadonlyArray<readonly [string, string]> = [
  ['Fabriqué en France', 'Formulés et contrôlés dans nos laboratoires lyonnais.'],
  ['Paiement sécurisé', 'Carte bancaire avec 3-D Secure, ou virement.'],
  ['Conseils de pharmaciens', 'Du lundi au vendredi, de 9 h à 18 h.'],
];

/** The home page: hero slides, ranges, products, the shop's promises and the delivery block. */
export function homeContent(
  productLinks: Array<{ name: string; href: string }>,
  renderedBlock: string,
): string {
  const pb = new PageBuilder('homeContent');
  const slides = [
    pb.banner('slide', {
      image: media('accueil-sommeil.png'),
      title: 'Retrouvez des nuits sereines',
      text: 'Mélatonine, plantes apaisantes : notre gamme sommeil.',
      button: 'Découvrir',
      href: '/sommeil-et-stress.html',
      minHeight: '480px',
    }),
    pb.banner('slide', {
      image: media('accueil-immunite.png'),
      title: 'Vos défenses pour l’hiver',
      text: 'Propolis, zinc, vitamine C : préparez la saison froide.',
      button: 'Voir la gamme',
      href: '/immunite.html',
      minHeight: '480px',
    }),
    pb.banner('slide', {
      image: media('accueil-energie.png'),
      title: 'Le plein d’énergie',
      text: 'Ginseng, spiruline, magnésium pour le tonus.',
      button: 'Je découvre',
      href: '/sport-et-energie.html',
      minHeight: '480px',
    }),
  ];
  const faq = [
    {
      question: 'Vos produits sont-ils fabriqués en France ?',
      answer:
        '<p>Oui, tous nos compléments sont formulés et fabriqués en France, dans des laboratoires certifiés.</p>',
    },
    {
      question: 'Quels sont les délais de livraison ?',
      answer:
        '<p>Comptez 2 à 3 jours ouvrés en France métropolitaine. Le retrait en point de vente est gratuit.</p>',
    },
    {
      question: 'Puis-je retourner un produit ?',
      answer:
        '<p>Vous disposez de 14 jours pour retourner un produit non ouvert, conformément au droit de rétractation.</p>',
    },
  ];
  return pb.document(
    pb.row(
      'full-bleed',
      // Spec §9: the home slider is 628 px high, 548 px at 1280 px and below.
      pb.slider(slides, {
        minHeight: '628px',
        media: { 'only screen and (max-width: 1280px)': 'min-height:548px' },
      }),
      { spacing: 'none' },
    ),
    pb.row(
      'contained',
      pb.heading(1, 'Maison Orsalis, le bien-être au naturel') +
        pb.text(
          '<p style="text-align:center">Des compléments alimentaires formulés par des pharmaciens, fabriqués en France, pour prendre soin de vous à chaque saison.</p>',
        ) +
        pb.divider(),
    ),
    pb.row(
      'full-width',
      pb.banner('banner', {
        image: media('laboratoire.png'),
        title: 'Notre engagement qualité',
        text: 'Matières premières tracées, dosages efficaces, contrôles à chaque lot.',
        button: 'Notre histoire',
        href: '/about-us',
        appearance: 'collage-left',
        overlay: null,
        minHeight: '420px',
      }),
      { background: '#f6efe6' },
    ),
    pb.row(
      'contained',
      pb.heading(2, 'Nos meilleures ventes') + pb.products(productLinks.slice(0, 8), 'carousel'),
    ),
    pb.row(
      'contained',
      pb.columns(
        {
          width: '50%',
          appearance: 'align-center',
          content: pb.image(media('scene-sommeil.png'), 'Un flacon Orsalis Sommeil sous la lune', {
            caption: 'Nouveau : la gamme sommeil',
            link: '/sommeil-et-stress.html',
            size: SCENE_SIZE,
            radius: '8px',
          }),
        },
        {
          width: '50%',
          appearance: 'align-center',
          content:
            pb.text(
              '<h2>Bien dormir, naturellement</h2><p>Notre mélatonine contribue à réduire le temps d’endormissement. Associée à la passiflore et à la mélisse, elle accompagne vos nuits.</p>',
            ) +
            pb.buttons(
              [
                {
                  text: 'Voir la gamme sommeil',
                  href: '/sommeil-et-stress.html',
                  linkType: 'category',
                },
                {
                  text: 'Besoin d’aide ?',
                  href: 'need-help',
                  type: 'secondary',
                  linkType: 'block',
                },
              ],
              'left',
            ),
        },
      ),
    ),
    pb.row(
      'contained',
      pb.tabs([
        {
          id: 'tab-vitamines',
          name: 'Vitamines',
          content:
            pb.text('<p>Vitamine C, D, B12 : l’essentiel pour couvrir vos besoins.</p>') +
            pb.products(productLinks.slice(8, 12), 'grid'),
        },
        {
          id: 'tab-mineraux',
          name: 'Minéraux',
          content: pb.text('<p>Magnésium, zinc, fer : des formes hautement assimilables.</p>'),
        },
        {
          id: 'tab-enfants',
          name: 'Enfants',
          content: pb.text('<p>Des gummies sans sucres ajoutés pour les plus jeunes.</p>'),
        },
      ]),
    ),
    pb.row(
      'contained',
      pb.heading(2, 'Le mot de notre pharmacienne') +
        pb.video('https://www.youtube.com/embed/aqz-KE-bpKQ'),
    ),
    pb.row(
      'contained',
      pb.heading(2, 'Questions fréquentes') +
        pb.faq(faq) +
        pb.html(
          '<p style="text-align:center">Une autre question ? <a href="/customer-service">Nos pharmaciens vous répondent</a>.</p>',
        ),
    ),
    // Reassurance: three promises side by side (stacked on a phone), each a title and a line.
    pb.row(
      'full-width',
      pb.columns(
        ...REASSURANCE.map(([title, line]) => ({
          width: '33.3333%',
          content: pb.text(`<p style="text-align:center"><strong>${title}</strong><br>${line}</p>`),
        })),
      ),
      { background: '#f6efe6' },
    ),
    pb.row('contained', pb.block('promo-livraison', renderedBlock)),
  );
}
