/** French copy of a generated product: descriptions, usage, FAQ. Deterministic from its inputs. */

/**
 * A name inside a sentence: its first letter in lower case when it is a plain word, the rest as
 * written, so "Vitamine D3" reads "vitamine D3" and not "vitamine d3" (issue 20).
 */
export function inSentence(name: string): string {
  const [first = '', second = ''] = name;
  return second === second.toLowerCase() ? first.toLowerCase() + name.slice(1) : name;
}

export interface ProductCopyInput {
  name: string;
  active: string;
  form: string;
  benefits: string[];
  diets: string[];
  categoryName: string;
}

export function shortDescription(input: ProductCopyInput): string {
  const benefit = input.benefits[0]?.toLowerCase() ?? 'bien-être';
  return `<p>${input.name} : ${input.form.toLowerCase()} à base de ${inSentence(input.active)} pour soutenir votre ${benefit} au quotidien.</p>`;
}

export function description(input: ProductCopyInput): string {
  const diets =
    input.diets.length > 0 ? ` Formule ${input.diets.map((d) => d.toLowerCase()).join(', ')}.` : '';
  return [
    `<p><strong>${input.name}</strong> associe ${inSentence(input.active)} et des ingrédients sélectionnés avec exigence par nos pharmaciens, pour une cure efficace et agréable.</p>`,
    `<h3>Pourquoi le choisir ?</h3>`,
    `<ul><li>Des dosages conformes aux recommandations européennes</li><li>Une fabrication française, contrôlée lot par lot</li><li>Sans arômes artificiels ni colorants</li></ul>`,
    `<p>Idéal en complément d’une alimentation variée et équilibrée, dans la gamme ${inSentence(input.categoryName)}.${diets}</p>`,
  ].join('');
}

export function faqs(input: ProductCopyInput): Array<{ question: string; answer: string }> {
  return [
    {
      question: `Combien de temps dure une cure de ${input.name} ?`,
      answer:
        '<p>Nous conseillons une cure d’au moins un mois, renouvelable. Une pause d’une semaine entre deux cures est recommandée.</p>',
    },
    {
      question: 'Puis-je le prendre avec d’autres compléments alimentaires ?',
      answer:
        '<p>Oui, dans le respect des doses journalières de chaque produit. En cas de doute, demandez conseil à votre pharmacien.</p>',
    },
    {
      question: input.diets.includes('Végan')
        ? 'Ce produit convient-il aux végans ?'
        : 'Ce produit contient-il des allergènes ?',
      answer: input.diets.includes('Végan')
        ? '<p>Oui, la formule ne contient aucun ingrédient d’origine animale.</p>'
        : '<p>La liste complète des ingrédients figure sur l’étiquette ; les allergènes y sont indiqués en gras.</p>',
    },
  ];
}
