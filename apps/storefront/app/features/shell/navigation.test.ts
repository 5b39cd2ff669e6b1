import type { MenuCategory } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { activeTopUid } from './navigation.tsx';

const menu: MenuCategory[] = [
  {
    uid: 'vit',
    name: 'Vitamines',
    href: '/vitamines.html',
    children: [
      {
        uid: 'vit-c',
        name: 'Vitamine C',
        href: '/vitamines/vitamine-c.html',
        children: [{ uid: 'acerola', name: 'Acérola', href: '/vitamines/vitamine-c/acerola.html' }],
      },
    ],
  },
  { uid: 'min', name: 'Minéraux', href: '/mineraux.html', children: [] },
];

describe('activeTopUid', () => {
  it('marks the top category of the page, at any depth of its tree', () => {
    expect(activeTopUid(menu, '/vitamines.html')).toBe('vit');
    expect(activeTopUid(menu, '/vitamines/vitamine-c/acerola.html')).toBe('vit');
    expect(activeTopUid(menu, '/mineraux.html')).toBe('min');
  });

  it('marks none off the menu’s pages', () => {
    expect(activeTopUid(menu, '/')).toBeUndefined();
    expect(activeTopUid(menu, '/vitamine-d3-lichen.html')).toBeUndefined();
  });
});
