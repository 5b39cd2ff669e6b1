import {
  GetProductDetailForProductPage,
  GetProductFaq,
  GetProductPageSections,
  GetProductReviews,
  GetProductSubscriptionOffer,
} from '@vitrine/graphql-client';
import { sanitizeRichText } from '@vitrine/rich-content/server';
import type { ResultOf, ShopClient, ShopExtensions } from '@vitrine/graphql-client';
import { data } from 'react-router';
import { backendUrl } from '../../lib/backend.server.ts';
import { loadQuery } from '../../lib/load-query.ts';
import { urlKeyOfPath } from '../../lib/url-key.ts';
import { parseCmsContent } from '../../cms-content/cms-content.server.ts';
import { toMoney } from '@vitrine/commerce-primitives';
import { SHOP_CURRENCY } from '../../lib/shop-currency.ts';
import { ATTRIBUTE_LABELS } from './product.messages.ts';
import type { Composition, ProductPageData, VariantView } from './product.model.ts';
import { COMPOSITION_ATTRIBUTES } from './product.model.ts';
import { supplementFacts } from '@vitrine/food-information';
import { swatchColour, toCards, toFaq, toGalleryImages, toSectionOrder } from './product.model.ts';
import type { ConfigurableOption, Variant } from './variants.ts';
import { REVIEWS_PAGE_SIZE, reviewsPageOf, toReviewsPage } from './reviews.model.ts';
import type { ProductReviewsPage } from './reviews.model.ts';
import { toSubscriptionOffer } from './subscription-offer.ts';

type RawProduct = NonNullable<
  NonNullable<
    NonNullable<ResultOf<typeof GetProductDetailForProductPage>['products']>['items']
  >[number]
>;

function stripTags(html: string | null | undefined): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || null;
}

function viewOf(
  product: {
    uid: string;
    sku?: string | null;
    stock_status?: string | null;
    only_x_left_in_stock?: number | null;
    image?: { url?: string | null; label?: string | null } | null;
    media_gallery?:
      | readonly ({
          url?: string | null;
          label?: string | null;
          position?: number | null;
          disabled?: boolean | null;
        } | null)[]
      | null;
    price_range: {
      minimum_price: {
        final_price: { value?: number | null; currency?: string | null };
        regular_price: { value?: number | null; currency?: string | null };
      };
    };
  },
  name: string,
): VariantView {
  return {
    uid: product.uid,
    sku: product.sku ?? '',
    images: toGalleryImages(product.media_gallery, product.image, name),
    finalPrice: toMoney(product.price_range.minimum_price.final_price, SHOP_CURRENCY),
    regularPrice: toMoney(product.price_range.minimum_price.regular_price, SHOP_CURRENCY),
    inStock: product.stock_status !== 'OUT_OF_STOCK',
    onlyXLeft: product.only_x_left_in_stock ?? null,
  };
}

function configurable(
  product: RawProduct,
  name: string,
): { options: ConfigurableOption[]; variants: Variant<VariantView>[] } {
  if (product.__typename !== 'ConfigurableProduct' || !('configurable_options' in product)) {
    return { options: [], variants: [] };
  }
  const options: ConfigurableOption[] = (product.configurable_options ?? [])
    .flatMap((option) => (option ? [option] : []))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      code: option.attribute_code ?? '',
      label: option.label ?? '',
      values: (option.values ?? []).flatMap((value) =>
        value?.uid
          ? [{ uid: value.uid, label: value.label ?? '', swatch: swatchColour(value.swatch_data) }]
          : [],
      ),
    }));
  const variants: Variant<VariantView>[] = (product.variants ?? []).flatMap((variant) => {
    if (!variant?.product) return [];
    const view = viewOf(variant.product, name);
    return [
      {
        values: Object.fromEntries(
          (variant.attributes ?? []).flatMap((a) => (a?.code ? [[a.code, a.uid]] : [])),
        ),
        inStock: view.inStock,
        product: view,
      },
    ];
  });
  return { options, variants };
}

/**
 * The extension reads of the product page, each only when the backend offers its extension
 * (decision 100). They only add to the page: a failed one leaves its part out (the client has
 * logged it) rather than failing the page.
 */
async function loadExtras(shop: ShopClient, urlKey: string, extensions: ShopExtensions) {
  const [faq, sections, subscription] = await Promise.all([
    extensions.has('product-faq')
      ? shop.graphql.query(GetProductFaq, { urlKey }).toPromise()
      : null,
    extensions.has('store-config-extras')
      ? shop.graphql.query(GetProductPageSections, {}).toPromise()
      : null,
    extensions.has('subscriptions')
      ? shop.graphql.query(GetProductSubscriptionOffer, { urlKey }).toPromise()
      : null,
  ]);
  return {
    faq: faq?.data?.products?.items?.[0]?.faq_items,
    sections: sections?.data?.storeConfig?.product_page_sections_sort_order,
    subscriptionOffer: toSubscriptionOffer(subscription?.data?.products?.items?.[0]),
  };
}

/**
 * The asked page of the product's reviews (the last one when asked past it). Like the extension
 * reads, a failed read only leaves the list out: the summary still shows.
 */
async function loadReviews(shop: ShopClient, url: URL): Promise<ProductReviewsPage | null> {
  const urlKey = urlKeyOfPath(url.pathname);
  const read = async (currentPage: number) => {
    const result = await shop.graphql
      .query(GetProductReviews, { urlKey, pageSize: REVIEWS_PAGE_SIZE, currentPage })
      .toPromise();
    return result.data?.products?.items?.[0];
  };
  const asked = reviewsPageOf(url);
  const first = await read(asked);
  const last = first?.reviews.page_info.total_pages ?? 0;
  if (asked > 1 && last >= 1 && asked > last) return toReviewsPage(await read(last));
  return toReviewsPage(first);
}

type RawAttribute = NonNullable<
  NonNullable<NonNullable<RawProduct['custom_attributesV2']>['items']>[number]
>;

/** An attribute's shown value: its text, or its options' labels. */
function attributeValue(item: RawAttribute): string {
  if ('selected_options' in item && item.selected_options)
    return item.selected_options
      .map((option) => option?.label)
      .filter(Boolean)
      .join(', ');
  return 'value' in item ? (item.value ?? '') : '';
}

/**
 * The composition section from the attributes (decision 165). What the catalogue holds but the
 * section cannot read is left out and logged, never shown half-parsed.
 */
function compositionOf(
  attributes: { code: string; value: string }[],
  sku: string,
): Composition | null {
  const { facts, problems } = supplementFacts(attributes);
  for (const problem of problems)
    console.warn(
      `product ${sku}: food information ${problem.attribute} left out: ${problem.reason}`,
    );
  if (!facts) return null;
  const text = (code: string) => attributes.find((entry) => entry.code === code)?.value || null;
  return { ...facts, usage: text('dosage'), netQuantity: text('net_quantity') };
}

/**
 * The product page of a URL key, with everything its sections show.
 * @param extensions what the backend offers: the FAQ and the section order are extensions'
 */
export async function loadProductPage(
  shop: ShopClient,
  url: URL,
  extensions: ShopExtensions,
): Promise<ProductPageData> {
  const urlKey = urlKeyOfPath(url.pathname);
  const [result, extras, reviews] = await Promise.all([
    loadQuery(shop, GetProductDetailForProductPage, { urlKey }),
    loadExtras(shop, urlKey, extensions),
    loadReviews(shop, url),
  ]);
  const product = result.products?.items?.[0];
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router answers with a status this way
  if (!product) throw data({ reason: 'product' }, { status: 404 });
  const name = product.name ?? '';
  const backend = backendUrl();
  const category = product.categories?.find(Boolean);
  const suffix = category?.url_suffix ?? '.html';
  const attributes = (product.custom_attributesV2?.items ?? []).flatMap((item) => {
    const value = item?.code ? attributeValue(item) : '';
    return item?.code && value ? [{ code: item.code, value }] : [];
  });
  const composition = compositionOf(attributes, product.sku ?? '');
  return {
    type: 'PRODUCT',
    uid: product.uid,
    sku: product.sku ?? '',
    name,
    canonical: new URL(`/${product.url_key ?? ''}${product.url_suffix ?? '.html'}`, url).href,
    isConfigurable: product.__typename === 'ConfigurableProduct',
    base: viewOf(product, name),
    ...configurable(product, name),
    shortDescription: product.short_description?.html
      ? parseCmsContent(product.short_description.html, backend)
      : null,
    description: product.description?.html
      ? parseCmsContent(product.description.html, backend)
      : null,
    descriptionText:
      stripTags(product.short_description?.html) ?? stripTags(product.description?.html),
    details: attributes.filter(
      (entry) =>
        entry.code in ATTRIBUTE_LABELS && !(composition && COMPOSITION_ATTRIBUTES.has(entry.code)),
    ),
    composition,
    faq: toFaq(extras.faq).map((item) => ({ ...item, answer: sanitizeRichText(item.answer) })),
    rating: Math.round(((product.rating_summary ?? 0) / 20) * 10) / 10,
    ratingSummary: product.rating_summary ?? 0,
    reviewCount: product.review_count ?? 0,
    reviews,
    related: toCards(product.related_products),
    upsell: toCards(product.upsell_products),
    breadcrumbs: category
      ? [
          ...(category.breadcrumbs ?? []).flatMap((crumb) =>
            crumb
              ? [
                  {
                    label: crumb.category_name ?? '',
                    href: `/${crumb.category_url_path ?? ''}${suffix}`,
                  },
                ]
              : [],
          ),
          { label: category.name ?? '', href: `/${category.url_path ?? ''}${suffix}` },
        ]
      : [],
    metaTitle: product.meta_title || null,
    metaDescription: product.meta_description || stripTags(product.short_description?.html),
    sections: toSectionOrder(extras.sections),
    subscriptionOffer: extras.subscriptionOffer,
  };
}
