import type { Translatable } from '../i18n/format-message.tsx';

/** One value of a filter, with the number of matching products. */
export interface FilterOption {
  value: string;
  label: Translatable;
  count?: number;
}

/** A filterable attribute (a layered-navigation aggregation). */
export interface FilterGroup {
  /** Attribute code, e.g. `benefit`. */
  id: string;
  label: Translatable;
  options: readonly FilterOption[];
}

/** Chosen values by attribute code. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;
