/**
 * French catalogue vocabulary of the fictional brand Maison Orsalis: the category tree and, per
 * category, the active ingredients its products are made of.
 */

/** A category of the seed tree; `actives` name the products generated in it. */
export interface CategorySeed {
  name: string;
  description: string;
  actives?: string[];
  children?: CategorySeed[];
  includeInMenu?: boolean;
  skinny?: boolean;
}

export const CATEGORY_TREE: CategorySeed[] = [
  {
    name: 'Vitamines',
    description: 'Des vitamines essentielles pour couvrir les besoins de l’organisme au quotidien.',
    children: [
      {
        name: 'Vitamine C',
        description: 'La vitamine C contribue à réduire la fatigue.',
        children: [
          {
            name: 'Acérola',
            description: 'Vitamine C d’origine naturelle, issue de la cerise d’acérola.',
            actives: ['Vitamine C acérola', 'Acérola 1000'],
          },
          {
            name: 'Vitamine C liposomale',
            description: 'Une forme liposomale pour une assimilation optimale.',
            actives: ['Vitamine C liposomale'],
          },
        ],
      },
      {
        name: 'Vitamine D',
        description: 'La vitamine D contribue au maintien d’une ossature normale.',
        children: [
          {
            name: 'Vitamine D3 végétale',
            description: 'D3 issue du lichen, adaptée aux régimes végans.',
            actives: ['Vitamine D3 lichen', 'Vitamine D3 gouttes'],
          },
          {
            name: 'Vitamine D3 + K2',
            description: 'Le duo D3 et K2 pour les os.',
            actives: ['Vitamine D3 K2'],
          },
        ],
      },
      {
        name: 'Vitamines B',
        description: 'Les vitamines du groupe B soutiennent le métabolisme énergétique.',
        actives: ['Complexe vitamines B', 'Vitamine B12'],
      },
      {
        name: 'Multivitamines',
        description: 'Toutes les vitamines et minéraux en une prise.',
        actives: ['Multivitamines', 'Multivitamines senior'],
      },
    ],
  },
  {
    name: 'Minéraux',
    description: 'Magnésium, zinc, fer : des minéraux sélectionnés pour leur biodisponibilité.',
    children: [
      {
        name: 'Magnésium',
        description:
          'Le magnésium contribue à réduire la fatigue et au fonctionnement normal du système nerveux.',
        children: [
          {
            name: 'Magnésium bisglycinate',
            description: 'Une forme chélatée, douce pour la digestion.',
            actives: ['Magnésium bisglycinate', 'Magnésium B6'],
          },
          {
            name: 'Magnésium marin',
            description: 'Magnésium extrait de l’eau de mer.',
            actives: ['Magnésium marin'],
          },
        ],
      },
      {
        name: 'Zinc',
        description: 'Le zinc contribue au fonctionnement normal du système immunitaire.',
        actives: ['Zinc bisglycinate', 'Zinc sélénium'],
      },
      {
        name: 'Fer',
        description: 'Le fer contribue à réduire la fatigue.',
        actives: ['Fer doux', 'Fer vitamine C'],
      },
      {
        name: 'Calcium',
        description: 'Le calcium est nécessaire au maintien d’une ossature normale.',
        actives: ['Calcium marin'],
      },
    ],
  },
  {
    name: 'Sommeil & stress',
    description: 'Retrouver un sommeil de qualité et apaiser les tensions du quotidien.',
    children: [
      {
        name: 'Endormissement',
        description: 'Pour s’endormir plus facilement.',
        children: [
          {
            name: 'Mélatonine',
            description: 'La mélatonine contribue à réduire le temps d’endormissement.',
            actives: ['Mélatonine 1,9 mg', 'Mélatonine spray'],
          },
          {
            name: 'Plantes apaisantes',
            description: 'Passiflore, valériane et mélisse.',
            actives: ['Passiflore', 'Valériane mélisse'],
          },
        ],
      },
      {
        name: 'Stress & humeur',
        description: 'Des plantes adaptogènes pour mieux gérer le stress.',
        actives: ['Ashwagandha', 'Rhodiola', 'Safran'],
      },
    ],
  },
  {
    name: 'Immunité',
    description: 'Soutenir les défenses naturelles, en hiver comme toute l’année.',
    children: [
      {
        name: 'Défenses naturelles',
        description: 'Des actifs reconnus pour le système immunitaire.',
        children: [
          {
            name: 'Propolis',
            description: 'La propolis, trésor de la ruche.',
            actives: ['Propolis verte', 'Propolis spray gorge'],
          },
          {
            name: 'Échinacée',
            description: 'Une plante traditionnelle de l’hiver.',
            actives: ['Échinacée'],
          },
        ],
      },
      {
        name: 'Cure hiver',
        description: 'Des cures complètes pour passer l’hiver sereinement.',
        actives: ['Cure immunité', 'Gelée royale'],
      },
    ],
  },
  {
    name: 'Digestion',
    description: 'Prendre soin de son microbiote et de son confort digestif.',
    children: [
      {
        name: 'Probiotiques',
        description: 'Des souches sélectionnées et garanties jusqu’à la date limite.',
        children: [
          {
            name: 'Flore intestinale',
            description: 'Pour un microbiote équilibré.',
            actives: ['Probiotiques 10 souches', 'Probiotiques 30 milliards'],
          },
          {
            name: 'Probiotiques voyage',
            description: 'Des souches résistantes pour partir l’esprit léger.',
            actives: ['Probiotiques voyage'],
          },
        ],
      },
      {
        name: 'Confort digestif',
        description: 'Enzymes et plantes pour une digestion légère.',
        actives: ['Enzymes digestives', 'Charbon végétal', 'Artichaut radis noir'],
      },
    ],
  },
  {
    name: 'Sport & énergie',
    description: 'Énergie, endurance et récupération pour les sportifs.',
    children: [
      {
        name: 'Énergie',
        description: 'Pour retrouver tonus et vitalité.',
        actives: ['Ginseng', 'Guarana', 'Spiruline'],
      },
      {
        name: 'Récupération',
        description: 'Bien récupérer après l’effort.',
        children: [
          {
            name: 'Protéines',
            description: 'Des protéines végétales et laitières de qualité.',
            actives: ['Protéine de pois', 'Whey native'],
          },
          {
            name: 'Électrolytes',
            description: 'Pour rester hydraté pendant l’effort.',
            actives: ['Électrolytes'],
          },
        ],
      },
    ],
  },
  {
    name: 'Beauté',
    description: 'La beauté vient aussi de l’intérieur : peau, cheveux et ongles.',
    children: [
      {
        name: 'Cheveux & ongles',
        description: 'Kératine, biotine et zinc pour des cheveux forts.',
        actives: ['Biotine', 'Levure de bière', 'Kératine'],
      },
      {
        name: 'Peau',
        description: 'Hydratation et éclat de la peau.',
        children: [
          {
            name: 'Collagène',
            description: 'Le collagène marin, allié de l’élasticité de la peau.',
            actives: ['Collagène marin', 'Collagène acide hyaluronique'],
          },
          {
            name: 'Éclat du teint',
            description: 'Préparer la peau au soleil.',
            actives: ['Bêta-carotène', 'Huile d’onagre'],
          },
        ],
      },
    ],
  },
  {
    name: 'Enfants',
    description: 'Des formules adaptées aux plus jeunes, au bon goût de fruits.',
    skinny: true,
    children: [
      {
        name: 'Croissance',
        description: 'Vitamines et minéraux pour bien grandir.',
        actives: ['Multivitamines enfant', 'Vitamine D3 enfant'],
      },
      {
        name: 'Gummies',
        description: 'Des gommes gourmandes et sans sucres ajoutés.',
        actives: ['Gummies immunité', 'Gummies sommeil'],
      },
      {
        name: 'Oméga 3 enfant',
        description: 'Le DHA pour le développement du cerveau.',
        actives: ['Oméga 3 junior'],
      },
    ],
  },
  {
    name: 'Articulations',
    description: 'Souplesse et confort articulaire au quotidien.',
    children: [
      {
        name: 'Curcuma',
        description: 'Le curcuma, épice d’or de la tradition ayurvédique.',
        actives: ['Curcuma poivre noir', 'Curcuma liposomal'],
      },
      {
        name: 'Glucosamine',
        description: 'Glucosamine et chondroïtine.',
        actives: ['Glucosamine chondroïtine', 'Harpagophytum'],
      },
    ],
  },
  {
    name: 'Oméga 3',
    description: 'Des oméga 3 purifiés, issus de petits poissons ou d’algues.',
    children: [
      {
        name: 'Huile de poisson',
        description: 'EPA et DHA de haute pureté.',
        actives: ['Oméga 3 EPAX', 'Huile de krill'],
      },
      {
        name: 'Oméga 3 végétal',
        description: 'Oméga 3 issus de micro-algues.',
        actives: ['Oméga 3 algues'],
      },
    ],
  },
  { name: 'Promotions', description: 'Les offres du moment.', includeInMenu: false },
];

/** Qualifiers that make a product name out of an active ingredient. */
export const QUALIFIERS = [
  'Essentiel',
  'Intense',
  'Bio',
  'Forte',
  'Nuit',
  'Plus',
  'Express',
  'Cure',
  'Duo',
  'Pure',
  'Max',
  'Douceur',
];

export const BRANDS = ['Orsalis', 'Orsalis Bio', 'Orsalis Sport', 'Orsalis Kids'];
export const FORMS = ['Gélules', 'Comprimés', 'Poudre', 'Gummies', 'Ampoules', 'Gouttes'];
export const BENEFITS = [
  'Énergie',
  'Sommeil',
  'Immunité',
  'Digestion',
  'Stress',
  'Beauté',
  'Os & articulations',
  'Concentration',
];
export const DIETS = ['Végan', 'Sans gluten', 'Sans lactose', 'Bio'];
export const FLAVOURS = ['Citron', 'Fruits rouges', 'Vanille', 'Nature'];
export const SIZES = ['30 jours', '60 jours', '90 jours'];

/** Label colours (hex) of the drawn packs, one per top category in tree order. */
export const LABEL_COLOURS = [
  '#e07a2f',
  '#3b7ea1',
  '#5b4b8a',
  '#2f8f5b',
  '#a3b83a',
  '#c0392b',
  '#d4879c',
  '#f2b134',
  '#8a6d3b',
  '#1f6f8b',
  '#6d4c41',
];
