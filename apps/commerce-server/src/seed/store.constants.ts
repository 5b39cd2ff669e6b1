/** The shop's single store view (DESIGN §4, spec §9). */
export const STORE = {
  id: 5,
  code: 'fr',
  name: 'Orsalis',
  groupName: 'Maison Orsalis',
  /** Magento's default root category id. */
  rootCategoryId: 2,
} as const;
