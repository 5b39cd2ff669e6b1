/**
 * The extension modules of the backend, as the root loader found them (decision 100): a feature
 * that needs one renders only when the backend offers it.
 */
import type { ShopExtension } from '@vitrine/graphql-client';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';

/** Whether the backend offers `name`. */
export function useShopExtension(name: ShopExtension): boolean {
  return useRouteLoaderData<RootData>('root')?.extensions.includes(name) ?? false;
}

/** Every extension the backend offers. */
export function useShopExtensions(): readonly ShopExtension[] {
  return useRouteLoaderData<RootData>('root')?.extensions ?? [];
}
