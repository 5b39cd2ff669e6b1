import type { BreadcrumbItem } from '../breadcrumbs/breadcrumbs.tsx';
import type { FilterGroup } from '../filter-sidebar/filter-sidebar.types.ts';
import type { SortOption } from '../sort-control/sort-control.tsx';

/** The trail of a third-level category page. */
export function aBreadcrumbTrail(): BreadcrumbItem[] {
  return [
    { label: 'Vitalité', href: '/vitalite.html' },
    { label: 'Énergie & fatigue', href: '/vitalite/energie-fatigue.html' },
    { label: 'Magnésium' },
  ];
}

/** The category page's sort options (Magento sort fields). */
export function someSortOptions(): SortOption[] {
  return [
    { value: 'position_ASC', label: 'Pertinence' },
    { value: 'price_ASC', label: 'Prix croissant' },
    { value: 'price_DESC', label: 'Prix décroissant' },
    { value: 'name_ASC', label: 'Nom (A–Z)' },
  ];
}

/** Layered-navigation aggregations of a category, as the storefront maps them. */
export function someFilterGroups(): FilterGroup[] {
  return [
    {
      id: 'benefit',
      label: 'Bienfait',
      options: [
        { value: 'energy', label: 'Énergie', count: 14 },
        { value: 'sleep', label: 'Sommeil', count: 9 },
        { value: 'immunity', label: 'Immunité', count: 11 },
        { value: 'stress', label: 'Stress', count: 7 },
        { value: 'digestion', label: 'Digestion', count: 5 },
        { value: 'joints', label: 'Articulations', count: 4 },
        { value: 'skin', label: 'Peau & cheveux', count: 6 },
      ],
    },
    {
      id: 'form',
      label: 'Forme',
      options: [
        { value: 'capsule', label: 'Gélules', count: 21 },
        { value: 'powder', label: 'Poudre', count: 6 },
        { value: 'liquid', label: 'Ampoules', count: 3 },
      ],
    },
    {
      id: 'vegan',
      label: 'Végan',
      options: [{ value: '1', label: 'Oui', count: 18 }],
    },
  ];
}
