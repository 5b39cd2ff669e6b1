import type { RichContentBlock } from '@vitrine/rich-content';
import { createContext, useContext } from 'react';
import { blockClass } from './block-styles.ts';

const BlockScopeContext = createContext('s');

/** Provides the scope of the tree being rendered (its style sheet's class prefix). */
export const BlockScopeProvider = BlockScopeContext;

/** The class of `block` in the current tree, and of its parts (`-bg`, `-img`, …). */
export function useBlockClass(block: RichContentBlock): (part?: string) => string {
  const scope = useContext(BlockScopeContext);
  const base = blockClass(scope, block.id);
  return (part) => (part === undefined ? base : `${base}-${part}`);
}
