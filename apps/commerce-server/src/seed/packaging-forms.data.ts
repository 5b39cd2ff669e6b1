/**
 * What the seed says of each packaging form: how to take it, what a daily portion and a pack
 * are, the plate view's caption, the form's own ingredients (after the actives) and how to keep it.
 */
export interface PackagingForm {
  usage: string;
  dailyPortion: string;
  /** What one pack holds, as its label prints it. */
  contents: string;
  /** The contents as the plate view's caption names them. */
  caption: string;
  excipients: string[];
  storage: string;
}

const DRY =
  'À conserver dans un endroit sec, à l’abri de la lumière et de la chaleur, le contenant bien fermé.';
const OPENED =
  'À conserver à l’abri de la lumière et de la chaleur ; après ouverture, au réfrigérateur et à consommer dans les 3 mois.';
const FATTY_ACID_SALTS = 'anti-agglomérant : sels de magnésium d’acides gras';

const FORMS: Record<string, PackagingForm> = {
  Gélules: {
    usage: 'Prendre 2 gélules par jour avec un grand verre d’eau, au cours d’un repas.',
    dailyPortion: '2 gélules',
    contents: '60 gélules',
    caption: 'les gélules',
    excipients: ['enveloppe végétale (hydroxypropylméthylcellulose)', FATTY_ACID_SALTS],
    storage: DRY,
  },
  Comprimés: {
    usage: 'Prendre 2 comprimés par jour avec un grand verre d’eau, au cours d’un repas.',
    dailyPortion: '2 comprimés',
    contents: '20 comprimés',
    caption: 'les comprimés effervescents',
    excipients: ['agent de charge : cellulose microcristalline', FATTY_ACID_SALTS],
    storage: DRY,
  },
  Gummies: {
    usage: 'Croquer 2 gommes par jour, de préférence le matin.',
    dailyPortion: '2 gummies',
    contents: '60 gummies',
    caption: 'les gummies',
    excipients: [
      'acidifiant : acide citrique',
      'arôme naturel de fruits rouges',
      'agent d’enrobage : cire de carnauba',
    ],
    storage: DRY,
  },
  Poudre: {
    usage: 'Diluer une dose de 10 g dans 250 ml d’eau, une fois par jour.',
    dailyPortion: '1 dose de 10 g',
    contents: '300 g',
    caption: 'la poudre et sa mesurette',
    excipients: ['arôme naturel'],
    storage: DRY,
  },
  Ampoules: {
    usage: 'Boire une ampoule par jour, pure ou diluée dans un verre d’eau.',
    dailyPortion: '1 ampoule',
    contents: '20 ampoules',
    caption: 'les ampoules',
    excipients: ['eau', 'acidifiant : acide citrique', 'conservateur : sorbate de potassium'],
    storage: OPENED,
  },
  Gouttes: {
    usage: 'Prendre 5 gouttes par jour, directement sous la langue ou dans une boisson.',
    dailyPortion: '5 gouttes',
    contents: '20 ml',
    caption: 'quelques gouttes et la pipette',
    excipients: [],
    storage: OPENED,
  },
};

export function packagingForm(form: string): PackagingForm {
  const found = FORMS[form];
  if (!found) throw new Error(`unknown packaging form ${form}`);
  return found;
}
