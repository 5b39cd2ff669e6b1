import { describe, expect, it } from 'vitest';
import { addLazyStyles } from './lazy-page-styles.ts';
import type { StyledChunk } from './lazy-page-styles.ts';

function chunk(fileName: string, facadeModuleId: string | null, imports: string[], css: string[]) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  } satisfies StyledChunk;
}

describe('addLazyStyles', () => {
  it("adds to the route's chunk the stylesheets of the lazy chunks and of what they import", () => {
    const route = chunk('resolve.js', '/app/routes/resolve.tsx?client-route', ['shell.js'], []);
    const chunks = [
      route,
      chunk('shell.js', '/app/root.tsx', [], ['shell.css']),
      chunk('product.js', '/app/product-page.tsx', ['shell.js', 'parts.js'], ['product.css']),
      chunk('parts.js', null, [], ['parts.css']),
      chunk('cart.js', '/app/routes/cart.tsx', [], ['cart.css']),
    ];
    const added = addLazyStyles(chunks, /routes\/resolve\.tsx\?/, /product-page\.tsx$/);
    expect([...route.viteMetadata.importedCss].sort()).toEqual([
      'parts.css',
      'product.css',
      'shell.css',
    ]);
    expect(added.get('resolve.js')?.sort()).toEqual(['parts.css', 'product.css', 'shell.css']);
    expect([...chunks[4]!.viteMetadata.importedCss]).toEqual(['cart.css']);
  });

  it('reports no route when none matches (the build then stops)', () => {
    const chunks = [chunk('product.js', '/app/product-page.tsx', [], ['product.css'])];
    expect(addLazyStyles(chunks, /routes\/resolve\.tsx\?/, /product-page\.tsx$/).size).toBe(0);
  });
});
