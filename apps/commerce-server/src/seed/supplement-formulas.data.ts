/**
 * The formula of each active the seed makes products of: what a daily portion supplies, its
 * ingredients in descending order of weight (excipients of the form are added after them), the
 * warnings its ingredients call for and the health claims the brand makes (kept on the page only
 * at a significant amount). Plausible values for a fictional brand, consistent with the reference
 * intakes of Annex XIII; the % of them is never written here (decision 165).
 */
import type { Formula } from './supplement-formulas.builders.ts';
import {
  collagen,
  i,
  melatonin,
  n,
  omega3,
  plant,
  probiotics,
  s,
} from './supplement-formulas.builders.ts';
import { VITAMIN_AND_MINERAL_FORMULAS } from './supplement-formulas.vitamins-minerals.data.ts';

/** Every active's formula: the vitamins and minerals', then the plants' and the others'. */
export const FORMULAS: Record<string, Formula> = {
  ...VITAMIN_AND_MINERAL_FORMULAS,
  'Mélatonine 1,9 mg': melatonin(1.9),
  'Mélatonine spray': melatonin(1),
  Passiflore: plant('passiflore (Passiflora incarnata)', 300, ['drowsiness']),
  'Valériane mélisse': {
    nutrients: [s('Extrait de valériane', 300, 'mg'), s('Extrait de mélisse', 200, 'mg')],
    ingredients: [
      i('extrait de racine de valériane (Valeriana officinalis)'),
      i('extrait de feuille de mélisse (Melissa officinalis)'),
    ],
    warnings: ['drowsiness', 'pregnancy'],
  },
  Ashwagandha: plant('racine d’ashwagandha (Withania somnifera)', 300, ['pregnancy', 'thyroid']),
  Rhodiola: plant('racine de rhodiola (Rhodiola rosea)', 200, ['pregnancy']),
  Safran: plant('stigmates de safran (Crocus sativus)', 30, ['pregnancy']),
  'Propolis verte': plant('propolis verte', 400, ['hive_products', 'pregnancy']),
  'Propolis spray gorge': plant('propolis', 50, ['hive_products', 'pregnancy']),
  Échinacée: plant('racine d’échinacée (Echinacea purpurea)', 400, ['autoimmune', 'pregnancy']),
  'Cure immunité': {
    nutrients: [
      n('vitamin_c', 'Vitamine C', 80, 'mg'),
      n('vitamin_d', 'Vitamine D3', 10, 'µg'),
      n('zinc', 'Zinc', 10, 'mg'),
    ],
    ingredients: [
      i('acide L-ascorbique (vitamine C)'),
      i('citrate de zinc'),
      i('cholécalciférol (vitamine D3)'),
    ],
    claims: ['vitamin_c_immune', 'vitamin_d_immune', 'zinc_immune'],
  },
  'Gelée royale': {
    nutrients: [s('Gelée royale fraîche', 1000, 'mg')],
    ingredients: [i('gelée royale fraîche'), i('miel d’acacia')],
    warnings: ['hive_products', 'pregnancy'],
  },
  'Probiotiques 10 souches': probiotics(10, '10 souches'),
  'Probiotiques 30 milliards': probiotics(30, '14 souches'),
  'Probiotiques voyage': {
    nutrients: [s('Saccharomyces boulardii', 5e9, 'UFC')],
    ingredients: [i('Saccharomyces boulardii'), i('inuline de chicorée')],
    warnings: ['autoimmune'],
  },
  'Enzymes digestives': {
    nutrients: [s('Papaïne', 100, 'mg'), s('Bromélaïne', 100, 'mg')],
    ingredients: [i('papaïne (extrait de papaye)'), i('bromélaïne (extrait d’ananas)')],
    warnings: ['anticoagulants', 'gastric_ulcer'],
  },
  'Charbon végétal': {
    nutrients: [s('Charbon végétal activé', 500, 'mg')],
    ingredients: [i('charbon végétal activé')],
    warnings: ['medicine_interval'],
  },
  'Artichaut radis noir': {
    nutrients: [s('Extrait d’artichaut', 300, 'mg'), s('Extrait de radis noir', 200, 'mg')],
    ingredients: [
      i('extrait de feuille d’artichaut (Cynara scolymus)'),
      i('extrait de racine de radis noir (Raphanus sativus)'),
    ],
    warnings: ['bile_ducts', 'pregnancy'],
  },
  Ginseng: plant('racine de ginseng (Panax ginseng)', 200, ['pregnancy']),
  Guarana: {
    nutrients: [s('Extrait de guarana', 400, 'mg'), s('dont caféine', 80, 'mg')],
    ingredients: [i('extrait de graine de guarana (Paullinia cupana) titré à 20 % de caféine')],
    warnings: ['caffeine'],
  },
  Spiruline: plant('spiruline (Arthrospira platensis)', 1000),
  'Protéine de pois': {
    nutrients: [s('Protéines', 8, 'g')],
    ingredients: [i('isolat de protéine de pois'), i('cacao maigre en poudre')],
  },
  'Whey native': {
    nutrients: [s('Protéines', 8, 'g'), n('calcium', 'Calcium', 120, 'mg')],
    ingredients: [
      i('protéines de lactosérum natives (lait)', 'milk'),
      i('cacao maigre en poudre'),
      i('lécithine de tournesol'),
    ],
    claims: ['calcium_bones'],
  },
  Électrolytes: {
    nutrients: [
      n('potassium', 'Potassium', 300, 'mg'),
      n('chloride', 'Chlorure', 480, 'mg'),
      n('magnesium', 'Magnésium', 57, 'mg'),
      s('Sodium', 400, 'mg'),
    ],
    ingredients: [
      i('dextrose'),
      i('citrate de sodium'),
      i('chlorure de potassium'),
      i('citrate de magnésium'),
    ],
    claims: ['potassium_nervous', 'magnesium_fatigue'],
  },
  Biotine: {
    nutrients: [n('biotin', 'Biotine', 150, 'µg')],
    ingredients: [i('D-biotine')],
    claims: ['biotin_hair', 'biotin_skin'],
  },
  'Levure de bière': {
    nutrients: [
      s('Levure de bière revivifiable', 1000, 'mg'),
      n('thiamin', 'Thiamine (B1)', 0.3, 'mg'),
    ],
    ingredients: [i('levure de bière revivifiable (Saccharomyces cerevisiae)')],
  },
  Kératine: {
    nutrients: [s('Kératine hydrolysée', 500, 'mg'), n('zinc', 'Zinc', 10, 'mg')],
    ingredients: [i('kératine hydrolysée'), i('bisglycinate de zinc')],
    claims: ['zinc_hair'],
  },
  'Collagène marin': collagen([]),
  'Collagène acide hyaluronique': collagen([s('Acide hyaluronique', 100, 'mg')]),
  'Bêta-carotène': {
    nutrients: [n('vitamin_a', 'Vitamine A (issue de bêta-carotène)', 800, 'µg')],
    ingredients: [i('huile de tournesol'), i('bêta-carotène naturel (Dunaliella salina)')],
    warnings: ['smokers'],
    claims: ['vitamin_a_skin'],
  },
  'Huile d’onagre': {
    nutrients: [s('Huile d’onagre', 1000, 'mg'), n('vitamin_e', 'Vitamine E', 12, 'mg')],
    ingredients: [
      i('huile de graines d’onagre (Oenothera biennis)'),
      i('gélatine de poisson', 'fish'),
      i('vitamine E naturelle (tocophérols)'),
    ],
    claims: ['vitamin_e_oxidative'],
  },
  'Multivitamines enfant': {
    nutrients: [
      n('vitamin_c', 'Vitamine C', 40, 'mg'),
      n('vitamin_d', 'Vitamine D', 5, 'µg'),
      n('zinc', 'Zinc', 3, 'mg'),
    ],
    ingredients: [
      i('sirop de glucose'),
      i('sucre'),
      i('pectine'),
      i('acide L-ascorbique'),
      i('citrate de zinc'),
      i('cholécalciférol'),
    ],
    warnings: ['children_under_3'],
    claims: ['vitamin_c_immune', 'vitamin_d_immune', 'zinc_immune'],
  },
  'Vitamine D3 enfant': {
    nutrients: [n('vitamin_d', 'Vitamine D3', 10, 'µg')],
    ingredients: [i('huile de tournesol'), i('cholécalciférol (vitamine D3)')],
    claims: ['vitamin_d_bones', 'vitamin_d_immune'],
  },
  'Gummies immunité': {
    nutrients: [n('vitamin_c', 'Vitamine C', 80, 'mg'), n('zinc', 'Zinc', 5, 'mg')],
    ingredients: [
      i('sirop de glucose'),
      i('sucre'),
      i('pectine'),
      i('acide L-ascorbique'),
      i('citrate de zinc'),
    ],
    warnings: ['children_under_3'],
    claims: ['vitamin_c_immune', 'zinc_immune'],
  },
  'Gummies sommeil': {
    ...melatonin(1),
    ingredients: [i('sirop de glucose'), i('sucre'), i('pectine'), i('mélatonine')],
  },
  'Oméga 3 junior': omega3('huile de poisson concentrée', 100, 200, 'fish'),
  'Curcuma poivre noir': {
    nutrients: [
      s('Extrait de curcuma', 500, 'mg'),
      s('dont curcuminoïdes', 475, 'mg'),
      s('Extrait de poivre noir', 5, 'mg'),
    ],
    ingredients: [
      i('extrait de rhizome de curcuma (Curcuma longa) titré à 95 % de curcuminoïdes'),
      i('extrait de poivre noir (Piper nigrum)'),
    ],
    warnings: ['anticoagulants', 'bile_ducts', 'pregnancy'],
  },
  'Curcuma liposomal': {
    nutrients: [s('Extrait de curcuma', 300, 'mg')],
    ingredients: [
      i('extrait de rhizome de curcuma (Curcuma longa)'),
      i('lécithine de soja', 'soybeans'),
    ],
    warnings: ['anticoagulants', 'bile_ducts', 'pregnancy'],
  },
  'Glucosamine chondroïtine': {
    nutrients: [s('Glucosamine', 1000, 'mg'), s('Chondroïtine', 400, 'mg')],
    ingredients: [
      i('sulfate de glucosamine (crustacés)', 'crustaceans'),
      i('sulfate de chondroïtine'),
    ],
    warnings: ['anticoagulants', 'pregnancy'],
  },
  Harpagophytum: plant('racine d’harpagophytum (Harpagophytum procumbens)', 600, [
    'gastric_ulcer',
    'pregnancy',
  ]),
  'Oméga 3 EPAX': omega3('huile de poisson concentrée (EPAX®)', 360, 240, 'fish'),
  'Huile de krill': {
    ...omega3('huile de krill (crustacés)', 120, 60, 'crustaceans'),
    ingredients: [
      i('huile de krill (crustacés)', 'crustaceans'),
      i('gélatine de poisson', 'fish'),
      i('vitamine E naturelle (tocophérols)'),
    ],
  },
  'Oméga 3 algues': {
    ...omega3('huile d’algue Schizochytrium', 125, 250, 'fish'),
    ingredients: [
      i('huile d’algue (Schizochytrium sp.)'),
      i('amidon de maïs modifié'),
      i('carraghénanes'),
      i('vitamine E naturelle (tocophérols)'),
    ],
  },
};

/** A formula for an active the table does not know (a category's own name in a huge seed). */
export function formulaOf(active: string): Formula {
  return (
    FORMULAS[active] ?? {
      nutrients: [s(active, 500, 'mg')],
      ingredients: [i(active.toLowerCase())],
    }
  );
}
