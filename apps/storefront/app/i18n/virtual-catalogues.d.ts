declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

  /** A catalogue with its messages pre-parsed to ICU ASTs (vite/precompiled-catalogues.ts). */
  const catalogue: Record<string, MessageFormatElement[]>;
  export default catalogue;
}
