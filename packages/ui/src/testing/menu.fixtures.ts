import type { MenuCategory } from '../mega-menu/menu.model.ts';

const link = (path: string) => `/${path}.html`;

function leaf(uid: string, name: string, path: string): MenuCategory {
  return { uid, name, href: link(path) };
}

/** A three-level menu: titled columns, a skinny submenu, and categories without children. */
export function aMenuTree(): MenuCategory[] {
  return [
    {
      uid: 'vitalite',
      name: 'Vitalité',
      href: link('vitalite'),
      children: [
        {
          uid: 'energie',
          name: 'Énergie & fatigue',
          href: link('vitalite/energie'),
          children: [
            leaf('magnesium', 'Magnésium', 'vitalite/energie/magnesium'),
            leaf('fer', 'Fer', 'vitalite/energie/fer'),
            leaf('vitamine-c', 'Vitamine C', 'vitalite/energie/vitamine-c'),
          ],
        },
        {
          uid: 'immunite',
          name: 'Immunité',
          href: link('vitalite/immunite'),
          children: [
            leaf('zinc', 'Zinc', 'vitalite/immunite/zinc'),
            leaf('vitamine-d', 'Vitamine D3', 'vitalite/immunite/vitamine-d'),
            leaf('propolis', 'Propolis', 'vitalite/immunite/propolis'),
          ],
        },
        {
          uid: 'multi',
          name: 'Multivitamines',
          href: link('vitalite/multi'),
          children: [
            leaf('adulte', 'Adulte', 'vitalite/multi/adulte'),
            leaf('senior', 'Senior', 'vitalite/multi/senior'),
          ],
        },
      ],
    },
    {
      uid: 'sommeil',
      name: 'Sommeil & stress',
      href: link('sommeil'),
      skinny: true,
      children: [
        leaf('melatonine', 'Mélatonine', 'sommeil/melatonine'),
        leaf('melisse', 'Mélisse', 'sommeil/melisse'),
        leaf('passiflore', 'Passiflore', 'sommeil/passiflore'),
        leaf('ashwagandha', 'Ashwagandha', 'sommeil/ashwagandha'),
        leaf('rhodiola', 'Rhodiola', 'sommeil/rhodiola'),
        leaf('safran', 'Safran', 'sommeil/safran'),
        leaf('griffonia', 'Griffonia', 'sommeil/griffonia'),
        leaf('valeriane', 'Valériane', 'sommeil/valeriane'),
      ],
    },
    {
      uid: 'beaute',
      name: 'Beauté',
      href: link('beaute'),
      children: [
        {
          uid: 'peau',
          name: 'Peau',
          href: link('beaute/peau'),
          children: [
            leaf('collagene', 'Collagène', 'beaute/peau/collagene'),
            leaf('acide-hyaluronique', 'Acide hyaluronique', 'beaute/peau/acide-hyaluronique'),
          ],
        },
        {
          uid: 'cheveux',
          name: 'Cheveux & ongles',
          href: link('beaute/cheveux'),
          children: [leaf('biotine', 'Biotine', 'beaute/cheveux/biotine')],
        },
      ],
    },
    { uid: 'digestion', name: 'Digestion', href: link('digestion') },
    { uid: 'coffrets', name: 'Coffrets', href: link('coffrets') },
  ];
}
