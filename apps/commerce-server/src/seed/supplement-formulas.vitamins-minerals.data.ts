/**
 * The formulas of the vitamins and minerals (see `supplement-formulas.data.ts`).
 */
import type { Formula } from './supplement-formulas.builders.ts';
import { i, magnesium, n, vitaminC } from './supplement-formulas.builders.ts';

export const VITAMIN_AND_MINERAL_FORMULAS: Record<string, Formula> = {
  'Vitamine C acérola': vitaminC(
    240,
    'extrait de fruit d’acérola (Malpighia glabra) titré à 25 % de vitamine C',
  ),
  'Acérola 1000': vitaminC(250, 'poudre de fruit d’acérola (Malpighia glabra)'),
  'Vitamine C liposomale': {
    ...vitaminC(500, 'ascorbate de sodium'),
    ingredients: [i('ascorbate de sodium'), i('lécithine de tournesol')],
  },
  'Vitamine D3 lichen': {
    nutrients: [n('vitamin_d', 'Vitamine D3', 25, 'µg')],
    ingredients: [i('huile de coco vierge'), i('cholécalciférol (vitamine D3) issu de lichen')],
    claims: ['vitamin_d_immune', 'vitamin_d_bones'],
  },
  'Vitamine D3 gouttes': {
    nutrients: [n('vitamin_d', 'Vitamine D3', 20, 'µg')],
    ingredients: [i('huile de tournesol'), i('cholécalciférol (vitamine D3)')],
    claims: ['vitamin_d_immune', 'vitamin_d_bones'],
  },
  'Vitamine D3 K2': {
    nutrients: [
      n('vitamin_d', 'Vitamine D3', 25, 'µg'),
      n('vitamin_k', 'Vitamine K2 (MK-7)', 75, 'µg'),
    ],
    ingredients: [
      i('huile d’olive'),
      i('ménaquinone-7 (vitamine K2)'),
      i('cholécalciférol (vitamine D3)'),
    ],
    warnings: ['anticoagulants'],
    claims: ['vitamin_d_bones', 'vitamin_k_bones'],
  },
  'Complexe vitamines B': {
    nutrients: [
      n('thiamin', 'Thiamine (B1)', 1.1, 'mg'),
      n('riboflavin', 'Riboflavine (B2)', 1.4, 'mg'),
      n('niacin', 'Niacine (B3)', 16, 'mg'),
      n('pantothenic_acid', 'Acide pantothénique (B5)', 6, 'mg'),
      n('vitamin_b6', 'Vitamine B6', 1.4, 'mg'),
      n('biotin', 'Biotine (B8)', 50, 'µg'),
      n('folic_acid', 'Folates (B9)', 200, 'µg'),
      n('vitamin_b12', 'Vitamine B12', 2.5, 'µg'),
    ],
    ingredients: [
      i('nicotinamide'),
      i('D-pantothénate de calcium'),
      i('chlorhydrate de pyridoxine'),
      i('riboflavine'),
      i('chlorhydrate de thiamine'),
      i('méthylfolate de calcium'),
      i('D-biotine'),
      i('méthylcobalamine'),
    ],
    claims: ['vitamin_b6_fatigue', 'vitamin_b12_fatigue'],
  },
  'Vitamine B12': {
    nutrients: [n('vitamin_b12', 'Vitamine B12', 100, 'µg')],
    ingredients: [i('méthylcobalamine (vitamine B12)')],
    claims: ['vitamin_b12_fatigue', 'vitamin_b12_immune'],
  },
  Multivitamines: {
    nutrients: [
      n('vitamin_a', 'Vitamine A', 400, 'µg'),
      n('vitamin_c', 'Vitamine C', 80, 'mg'),
      n('vitamin_d', 'Vitamine D', 5, 'µg'),
      n('vitamin_e', 'Vitamine E', 12, 'mg'),
      n('vitamin_b6', 'Vitamine B6', 1.4, 'mg'),
      n('vitamin_b12', 'Vitamine B12', 2.5, 'µg'),
      n('magnesium', 'Magnésium', 56.3, 'mg'),
      n('iron', 'Fer', 7, 'mg'),
      n('zinc', 'Zinc', 5, 'mg'),
      n('selenium', 'Sélénium', 27.5, 'µg'),
    ],
    ingredients: [
      i('oxyde de magnésium marin'),
      i('acide L-ascorbique'),
      i('bisglycinate de fer'),
      i('citrate de zinc'),
      i('acétate de DL-alpha-tocophéryle'),
      i('chlorhydrate de pyridoxine'),
      i('acétate de rétinyle'),
      i('L-sélénométhionine'),
      i('cholécalciférol'),
      i('cyanocobalamine'),
    ],
    claims: ['vitamin_c_immune', 'vitamin_d_immune', 'zinc_immune', 'iron_fatigue'],
  },
  'Multivitamines senior': {
    nutrients: [
      n('vitamin_c', 'Vitamine C', 80, 'mg'),
      n('vitamin_d', 'Vitamine D', 10, 'µg'),
      n('vitamin_b6', 'Vitamine B6', 1.4, 'mg'),
      n('vitamin_b12', 'Vitamine B12', 5, 'µg'),
      n('calcium', 'Calcium', 120, 'mg'),
      n('zinc', 'Zinc', 5, 'mg'),
    ],
    ingredients: [
      i('carbonate de calcium'),
      i('acide L-ascorbique'),
      i('citrate de zinc'),
      i('chlorhydrate de pyridoxine'),
      i('cholécalciférol'),
      i('cyanocobalamine'),
    ],
    claims: ['vitamin_d_bones', 'calcium_bones', 'vitamin_b12_fatigue'],
  },
  'Magnésium bisglycinate': magnesium('bisglycinate de magnésium'),
  'Magnésium B6': magnesium('bisglycinate de magnésium', [
    n('vitamin_b6', 'Vitamine B6', 1.4, 'mg'),
  ]),
  'Magnésium marin': magnesium('oxyde de magnésium marin'),
  'Zinc bisglycinate': {
    nutrients: [n('zinc', 'Zinc', 15, 'mg')],
    ingredients: [i('bisglycinate de zinc')],
    claims: ['zinc_immune', 'zinc_skin'],
  },
  'Zinc sélénium': {
    nutrients: [n('zinc', 'Zinc', 10, 'mg'), n('selenium', 'Sélénium', 55, 'µg')],
    ingredients: [i('citrate de zinc'), i('L-sélénométhionine')],
    claims: ['zinc_immune', 'selenium_immune'],
  },
  'Fer doux': {
    nutrients: [n('iron', 'Fer', 14, 'mg')],
    ingredients: [i('bisglycinate de fer')],
    claims: ['iron_fatigue', 'iron_blood'],
  },
  'Fer vitamine C': {
    nutrients: [n('iron', 'Fer', 14, 'mg'), n('vitamin_c', 'Vitamine C', 80, 'mg')],
    ingredients: [i('bisglycinate de fer'), i('acide L-ascorbique (vitamine C)')],
    claims: ['iron_fatigue', 'vitamin_c_iron'],
  },
  'Calcium marin': {
    nutrients: [n('calcium', 'Calcium', 400, 'mg'), n('vitamin_d', 'Vitamine D3', 5, 'µg')],
    ingredients: [i('lithothamne (algue marine calcaire)'), i('cholécalciférol (vitamine D3)')],
    claims: ['calcium_bones', 'vitamin_d_bones'],
  },
};
