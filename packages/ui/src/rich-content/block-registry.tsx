import { Suspense, use } from 'react';
import type { ReactNode } from 'react';

/** Fetches one family's module (a dynamic import). */
type FamilyLoader = () => Promise<object>;

/**
 * Waits before each further attempt at a failed fetch, as the page types do (decision 104): the
 * browser fetches a failed dynamic import again when asked again, so a dropped request on a flaky
 * line costs a pause, not the blocks.
 */
export const BLOCK_FAMILY_RETRY_DELAYS_MS: readonly number[] = [400, 1500];

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** The renderers of a set of block families, each fetched once, when first needed. */
export interface BlockRegistry<Loaders extends Record<string, FamilyLoader>> {
  /** A family's module once fetched, else `undefined`: a block drawn with it does not suspend. */
  loaded<F extends keyof Loaders & string>(family: F): Awaited<ReturnType<Loaders[F]>> | undefined;
  /** Fetches a family once; a failed fetch is tried again here (after each delay) and at the next call. */
  load<F extends keyof Loaders & string>(family: F): Promise<Awaited<ReturnType<Loaders[F]>>>;
  /** Fetches the families, in parallel. Never rejects: a family still missing suspends its blocks. */
  preload(families: Iterable<string>): Promise<void>;
  /**
   * Draws `render(module)` with the family's module: synchronously when it is loaded (always on the
   * server, and in the browser after the preloading), otherwise suspending inside a boundary whose
   * fallback is nothing. While hydrating, React then keeps the server's HTML until the code arrives.
   */
  View: <F extends keyof Loaders & string>(props: {
    family: F;
    render: (module: Awaited<ReturnType<Loaders[F]>>) => ReactNode;
  }) => ReactNode;
}

/** A {@link BlockRegistry} over `loaders` (one dynamic import per family). */
export function blockRegistry<Loaders extends Record<string, FamilyLoader>>(
  loaders: Loaders,
  retryDelaysMs: readonly number[] = BLOCK_FAMILY_RETRY_DELAYS_MS,
): BlockRegistry<Loaders> {
  type Family = keyof Loaders & string;
  type Module<F extends Family> = Awaited<ReturnType<Loaders[F]>>;
  const modules = new Map<Family, object>();
  const loading = new Map<Family, Promise<object>>();

  const attempt = async (loader: FamilyLoader): Promise<object> => {
    for (const delay of retryDelaysMs) {
      try {
        return await loader();
      } catch {
        await pause(delay);
      }
    }
    return loader();
  };

  const isFamily = (name: string): name is Family => Object.hasOwn(loaders, name);

  const loaded = <F extends Family>(family: F) => modules.get(family) as Module<F> | undefined;

  const load = <F extends Family>(family: F): Promise<Module<F>> => {
    let promise = loading.get(family);
    if (promise === undefined) {
      const loader = loaders[family];
      if (loader === undefined) return Promise.reject(new Error(`no block family "${family}"`));
      promise = attempt(loader).then(
        (module) => {
          modules.set(family, module);
          return module;
        },
        (error: unknown) => {
          // Forgotten, so that the next block asking for it fetches it again.
          loading.delete(family);
          throw error;
        },
      );
      loading.set(family, promise);
    }
    return promise as Promise<Module<F>>;
  };

  function FamilyContent<F extends Family>({
    family,
    render,
  }: {
    family: F;
    render: (module: Module<F>) => ReactNode;
  }) {
    const module = loaded(family) ?? use(load(family));
    return render(module);
  }

  return {
    loaded,
    load,
    async preload(families) {
      const wanted = [...new Set(families)].filter(isFamily);
      await Promise.all(wanted.map((family) => load(family).catch(() => undefined)));
    },
    View: ({ family, render }) => (
      <Suspense fallback={null}>
        <FamilyContent family={family} render={render} />
      </Suspense>
    ),
  };
}

/**
 * The heavy or interactive block renderers (decision 105), by family. The families share one chunk
 * (`families/all-families.ts`): the home page holds nearly all of them, and one file is smaller
 * than a dozen that each compress alone. The light, common renderers (rows, columns, headings,
 * text, HTML, images, dividers) are imported statically.
 */
const allFamilies = () => import('./families/all-families.ts');

export const BLOCK_FAMILY_LOADERS = {
  background: () => allFamilies().then((all) => all.background),
  buttons: () => allFamilies().then((all) => all.buttons),
  embeds: () => allFamilies().then((all) => all.embeds),
  faq: () => allFamilies().then((all) => all.faq),
  'held-embeds': () => allFamilies().then((all) => all.heldEmbeds),
  products: () => allFamilies().then((all) => all.products),
  slider: () => allFamilies().then((all) => all.slider),
  tabs: () => allFamilies().then((all) => all.tabs),
  video: () => allFamilies().then((all) => all.video),
};

/** A family of block renderers fetched on demand. */
export type BlockFamily = keyof typeof BLOCK_FAMILY_LOADERS;

export const blockFamilyRegistry = blockRegistry(BLOCK_FAMILY_LOADERS);

/** Draws a block of a family fetched on demand (see {@link BlockRegistry.View}). */
export const FamilyView = blockFamilyRegistry.View;

/** The attribute of a rich-content root listing the families its blocks need, space-separated. */
export const BLOCK_FAMILIES_ATTRIBUTE = 'data-block-families';

/**
 * Fetches the families of the rich content the server drew (each root's
 * {@link BLOCK_FAMILIES_ATTRIBUTE}), before hydration, so that hydrating it neither waits for their
 * chunks nor draws anything else in the meantime. Never rejects.
 */
export function preloadServedRichContent(document: Document): Promise<void> {
  const families = [...document.querySelectorAll(`[${BLOCK_FAMILIES_ATTRIBUTE}]`)].flatMap(
    (root) => root.getAttribute(BLOCK_FAMILIES_ATTRIBUTE)?.split(' ') ?? [],
  );
  return blockFamilyRegistry.preload(families);
}

/** Fetches every family: the server's start, and tests that render every block type. */
export async function loadAllBlockFamilies(): Promise<void> {
  const families = Object.keys(BLOCK_FAMILY_LOADERS) as BlockFamily[];
  await Promise.all(families.map((family) => blockFamilyRegistry.load(family)));
}
