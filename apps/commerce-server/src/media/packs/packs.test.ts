import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SeededCategory } from '../../seed/categories.seed.ts';
import { generateProduct } from '../../seed/product.generator.ts';
import { assetSvg } from '../artwork.ts';
import { shade, wrap } from './svg.ts';
import { packagingOf, packViewSvg } from './views.ts';

const FORMS = ['Gélules', 'Comprimés', 'Poudre', 'Gummies', 'Ampoules', 'Gouttes'];
const text = {
  name: 'Magnésium & B6 <forte>',
  brand: 'Orsalis Bio',
  colour: '#5b4b8a',
  keyLine: '60 gélules',
  ingredients: 'Bisglycinate de magnésium, vitamine B6, enveloppe végétale.',
  dosage: 'Prendre 2 gélules par jour au cours d’un repas.',
};

describe('pack artwork', () => {
  it('gives each form its own packaging, capsules when the form is unknown', () => {
    expect(FORMS.map(packagingOf)).toEqual([
      'capsule-bottle',
      'tablet-tube',
      'pouch',
      'gummy-jar',
      'ampoule-box',
      'dropper-bottle',
    ]);
    expect(packagingOf(undefined)).toBe('capsule-bottle');
    expect(packagingOf('Inconnue')).toBe('capsule-bottle');
  });

  it('draws the packaging the seeded product’s form calls for', () => {
    const category = {
      id: 5,
      parentId: 4,
      level: 4,
      name: 'Vitamine D3 végétale',
      urlPath: 'vitamines/vitamine-d/vitamine-d3-vegetale',
      ancestors: [2, 3, 4, 5],
      actives: ['Vitamine D3 gouttes', 'Protéine de pois'],
      colour: '#e07a2f',
      topName: 'Vitamines',
    } satisfies SeededCategory;
    const drops = generateProduct(0, [category]);
    const powder = generateProduct(1, [category]);
    expect([drops.form, packagingOf(drops.form)]).toEqual(['Gouttes', 'dropper-bottle']);
    expect([powder.form, packagingOf(powder.form)]).toEqual(['Poudre', 'pouch']);
    expect(powder.extra.net_quantity).toBe('300 g');
  });

  it.each(FORMS)('renders valid SVG for every view of %s, with the escaped name', async (form) => {
    for (const view of ['front', 'back', 'plate'] as const) {
      const svg = packViewSvg(view, form, text);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1000 1000"/);
      expect(svg).not.toContain('<forte>');
      // librsvg rejects malformed XML: rendering proves the document is well formed.
      const meta = await sharp(await sharp(Buffer.from(svg)).png().toBuffer()).metadata();
      expect([meta.width, meta.height]).toEqual([1000, 1000]);
    }
  });

  it('prints the brand, name and key line in front, the composition on the back', () => {
    const front = packViewSvg('front', 'Gélules', text);
    expect(front).toContain('ORSALIS BIO');
    expect(front).toContain('Magnésium &amp;');
    expect(front).toContain('60 GÉLULES');
    expect(front).toContain('Complément alimentaire');
    expect(front).not.toContain('Composition');
    const back = packViewSvg('back', 'Gélules', text);
    expect(back).toContain('Composition');
    expect(back).toContain('Bisglycinate de magnésium');
    expect(back).toContain('Conseils d’utilisation');
    expect(back).toContain('Contenu : 60 gélules');
  });

  it('prints a long name whole, smaller, rather than cut', () => {
    const front = packViewSvg('front', 'Gélules', {
      ...text,
      name: 'Collagène acide hyaluronique Bio n°2',
    });
    expect(front).toContain('Bio n°2');
    expect(front).not.toContain('…');
  });

  it('lays the contents on a plate beside a smaller pack', () => {
    const plate = packViewSvg('plate', 'Gummies', text);
    expect(plate).toContain('scale(0.6)');
    expect(plate).toContain('Magnésium &amp;');
    expect(plate.length).toBeGreaterThan(packViewSvg('front', 'Gummies', text).length);
  });

  it('maps the seed’s asset kinds to the views', () => {
    const spec = { name: 'Zinc', colour: '#2f8f5b', form: 'Gélules', ingredients: 'Zinc.' };
    expect(assetSvg({ ...spec, kind: 'pack' })).toBe(
      packViewSvg('front', 'Gélules', {
        name: 'Zinc',
        brand: 'Orsalis',
        colour: '#2f8f5b',
        ingredients: 'Zinc.',
      }),
    );
    expect(assetSvg({ ...spec, kind: 'pack-back' })).toContain('Composition');
    expect(assetSvg({ ...spec, kind: 'pack-plate' })).toContain('scale(0.6)');
  });
});

describe('svg helpers', () => {
  it('wraps on whole words and marks cut text', () => {
    expect(wrap('Vitamine D3 gouttes', 12)).toEqual(['Vitamine D3', 'gouttes']);
    expect(wrap('un deux trois quatre cinq', 5, 2)).toEqual(['un', 'deux…']);
  });

  it('shades towards white and black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 0)).toBe('#808080');
  });
});
