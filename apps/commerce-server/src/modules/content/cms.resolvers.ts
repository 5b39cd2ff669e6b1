import { createGraphQLError } from 'graphql-yoga';
import type { RequestContext } from '../../graphql/context.ts';
import { inputError, noSuchEntityError } from '../../graphql/errors.ts';
import { mediaBaseUrl, renderMediaDirectives } from '../../graphql/media-url.ts';
import { pageAsPreviewed } from './cms-preview.ts';
import { blocksByIdentifiers, pageById, pageByIdentifier } from './cms.repository.ts';
import type { CmsBlockRow, CmsPageRow } from './cms.repository.ts';

/** The message the storefront shows when a cmsBlocks query has nothing to show (spec §8). */
export const NO_BLOCKS = 'There are no blocks to display';

/** cmsPage, cmsBlocks and the CmsPage fields. Content is returned with media directives rendered. */
export const cmsResolvers = {
  Query: {
    cmsPage: async (
      _: unknown,
      args: { id?: number | null; identifier?: string | null },
      context: RequestContext,
    ) => {
      const identifier = args.identifier?.trim();
      if (!identifier && (args.id === null || args.id === undefined))
        throw inputError('Page id/identifier should be specified');
      const page = identifier
        ? await pageByIdentifier(context.db, identifier)
        : await pageById(context.db, args.id as number);
      if (!page)
        throw noSuchEntityError(
          `The CMS page with the "${identifier ?? String(args.id)}" ID doesn't exist`,
        );
      // The admin preview's draft, for the admin token only (decision 141).
      return pageAsPreviewed(context, page);
    },
    cmsBlocks: async (
      _: unknown,
      args: { identifiers?: Array<string | null> | null },
      context: RequestContext,
    ) => {
      const identifiers = (args.identifiers ?? []).filter(
        (value): value is string => typeof value === 'string' && value.trim() !== '',
      );
      if (identifiers.length === 0)
        throw inputError('"identifiers" of CMS blocks should be specified');
      const rows = await blocksByIdentifiers(context.db, identifiers);
      if (rows.length === 0) throw noSuchEntityError(NO_BLOCKS);
      const byIdentifier = new Map(rows.map((row) => [row.identifier, row]));
      // Like Magento, a missing identifier becomes a null item with its own error; the others still render.
      return {
        items: identifiers.map(
          (identifier) =>
            byIdentifier.get(identifier) ??
            createGraphQLError(`The CMS block with the "${identifier}" ID doesn't exist`, {
              extensions: { category: 'graphql-no-such-entity' },
            }),
        ),
      };
    },
  },
  CmsPage: {
    url_key: (page: CmsPageRow) => page.identifier,
    content: (page: CmsPageRow, _: unknown, context: RequestContext) =>
      renderMediaDirectives(page.content, mediaBaseUrl(context)),
    relative_url: (page: CmsPageRow & { relative_url?: string }) =>
      page.relative_url ?? page.identifier,
    redirect_code: (page: CmsPageRow & { redirect_code?: number }) => page.redirect_code ?? 0,
    type: () => 'CMS_PAGE',
  },
  CmsBlock: {
    content: (block: CmsBlockRow, _: unknown, context: RequestContext) =>
      renderMediaDirectives(block.content, mediaBaseUrl(context)),
  },
};
