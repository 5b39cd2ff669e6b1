/**
 * Deterministic customer reviews of a generated product: French nicknames, dates, one vote per
 * rated aspect and a text matching the votes. The product's rating summary and count are computed
 * from them, so the page's stars always agree with the reviews behind them.
 */
import { createRandom } from './random.ts';
import type { Random } from './random.ts';

/** The aspects shoppers rate, in display order (Magento's rating entities). */
export const REVIEW_RATINGS = ['Efficacité', 'Qualité', 'Rapport qualité-prix'] as const;

/** Products from this index on have no reviews: keeps a 100 000-product seed small. */
export const REVIEWED_PRODUCTS = 5000;

export interface GeneratedReview {
  nickname: string;
  summary: string;
  text: string;
  createdAt: string;
  /** One vote (1–5) per {@link REVIEW_RATINGS} entry. */
  votes: number[];
}

const FIRST_NAMES = [
  'Camille',
  'Hélène',
  'Julien',
  'Sophie',
  'Mathieu',
  'Élodie',
  'Nicolas',
  'Chloé',
  'Thomas',
  'Aurélie',
  'Sébastien',
  'Léa',
  'François',
  'Manon',
  'Guillaume',
  'Inès',
  'Benoît',
  'Margaux',
  'Christophe',
  'Anaïs',
  'Laurent',
  'Céline',
  'Jérôme',
  'Noémie',
  'Olivier',
  'Zoé',
];
const INITIALS = 'ABCDEFGHJLMNPRSTV';
const CITIES = ['Lyon', 'Nantes', 'Bordeaux', 'Lille', 'Rennes', 'Toulouse', 'Annecy', 'Dijon'];

const SUMMARIES: Record<'high' | 'mid' | 'low', string[]> = {
  high: [
    'Je recommande vivement',
    'Très satisfaite',
    'Efficace dès la deuxième semaine',
    'Mon indispensable',
    'Excellent produit',
    'Enfin un complément qui tient ses promesses',
    'Rien à redire',
  ],
  mid: [
    'Correct, sans plus',
    'Bon produit mais un peu cher',
    'Des effets modérés',
    'Satisfait dans l’ensemble',
    'À voir sur la durée',
  ],
  low: ['Déçu', 'Pas d’effet pour moi', 'Ne me convient pas', 'Pas convaincue'],
};

/** A review's text: an opening and a detail of its tone, so texts rarely repeat on one page. */
const OPENINGS: Record<'high' | 'mid' | 'low', string[]> = {
  high: [
    'Je prends {name} depuis un mois et je sens vraiment la différence au quotidien.',
    'Deuxième cure pour moi : toujours aussi satisfaite.',
    'Conseillé par ma pharmacienne, je ne regrette pas.',
    'Après trois semaines, je me sens plus en forme.',
    'J’hésitais à cause du prix, mais {name} vaut largement son coût.',
    'Je l’ai offert à ma mère, qui en est ravie, et j’en ai commandé pour moi.',
    'Enfin un complément que je pense à prendre chaque jour.',
  ],
  mid: [
    'Le produit semble de bonne qualité, mais je n’ai pas encore remarqué de grand changement.',
    'Efficace, mais la dose journalière oblige à racheter souvent.',
    'Bien toléré, effets légers.',
    'Correct dans l’ensemble, sans être spectaculaire.',
  ],
  low: [
    'Pris pendant un mois sans ressentir d’effet.',
    'Je n’ai pas bien supporté la prise, même au cours du repas.',
    'Le produit n’a pas répondu à mes attentes.',
  ],
};

const DETAILS: Record<'high' | 'mid' | 'low', string[]> = {
  high: [
    'La prise est simple et la livraison a été rapide.',
    'Le format est pratique et la composition claire, sans additifs inutiles.',
    'Bien toléré, aucun inconfort digestif : je renouvelle.',
    'Fabriqué en France, et cela se ressent.',
    'Emballage soigné, colis reçu en 48 heures.',
    'Je recommande sans hésiter.',
  ],
  mid: [
    'Je termine la cure avant de juger.',
    'Un format plus grand serait bienvenu.',
    'Le prix reste un peu élevé pour une cure complète.',
    'J’aurais aimé des conseils d’utilisation plus détaillés.',
  ],
  low: [
    'Peut-être que cela dépend des personnes.',
    'Je ne le rachèterai pas, mais le service client a été aimable.',
    'Je vais essayer une autre forme.',
  ],
};

/** A vote skewed as real shop reviews are: mostly 4 and 5, some 3, a few 1 and 2. */
function vote(random: Random): number {
  const draw = random.next();
  return draw < 0.46 ? 5 : draw < 0.76 ? 4 : draw < 0.89 ? 3 : draw < 0.95 ? 2 : 1;
}

function review(random: Random, productName: string, index: number): GeneratedReview {
  const overall = vote(random);
  // The aspects stay within one star of the overall impression.
  const votes = REVIEW_RATINGS.map((_, aspect) =>
    aspect === 0 ? overall : Math.max(1, Math.min(5, overall + random.int(-1, 1))),
  );
  const tone = overall >= 4 ? 'high' : overall === 3 ? 'mid' : 'low';
  const first = random.pick(FIRST_NAMES);
  const nickname =
    index % 4 === 3
      ? `${first} de ${random.pick(CITIES)}`
      : `${first} ${random.pick([...INITIALS])}.`;
  // Spread over the 18 months before the seed's reference date, newest reviews first in index order.
  const day = Date.UTC(2026, 9, 31) - (index * 11 + random.int(0, 10)) * 86_400_000;
  const hour = random.int(7, 22);
  return {
    nickname,
    summary: random.pick(SUMMARIES[tone]),
    text: `${random.pick(OPENINGS[tone])} ${random.pick(DETAILS[tone])}`.replaceAll(
      '{name}',
      productName,
    ),
    createdAt: new Date(day + hour * 3_600_000 + random.int(0, 59) * 60_000).toISOString(),
    votes,
  };
}

/** The reviews of product `index` (0-based): none for every ninth product and for big seeds' tail. */
export function generateReviews(index: number, productName: string): GeneratedReview[] {
  if (index % 9 === 7 || index >= REVIEWED_PRODUCTS) return [];
  const random = createRandom(index * 104_729 + 3);
  const count = random.pick([1, 2, 3, 5, 8, 12, 14, 17, 23, 31, 42]);
  return Array.from({ length: count }, (_, position) => review(random, productName, position));
}

/** A review's own rating in percent (Magento's ProductReview.average_rating). */
export const reviewPercent = (votes: readonly number[]) =>
  Math.round((votes.reduce((sum, value) => sum + value, 0) / votes.length) * 20 * 10) / 10;

/** The product's rating_summary (percent, one decimal) and review_count from its reviews. */
export function reviewSummary(reviews: readonly GeneratedReview[]): {
  ratingSummary: number;
  reviewCount: number;
} {
  if (reviews.length === 0) return { ratingSummary: 0, reviewCount: 0 };
  const total = reviews.reduce((sum, entry) => sum + reviewPercent(entry.votes), 0);
  return {
    ratingSummary: Math.round((total / reviews.length) * 10) / 10,
    reviewCount: reviews.length,
  };
}
