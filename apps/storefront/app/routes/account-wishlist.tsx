import { accountMessages } from '../account-session/account.messages.ts';
import { requireSignedIn } from '../features/account/signed-in-route.ts';
import { loadWishlist } from '../features/account/wishlist.data.ts';
import { WishlistPage } from '../features/account/wishlist-page.tsx';
import { metaIntl, storeNameOf } from '../lib/meta.ts';
import type { Route } from './+types/account-wishlist';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSignedIn(request);
  return { wishlist: await loadWishlist(1) };
}

export function meta({ matches }: Route.MetaArgs) {
  const title = metaIntl(matches).formatMessage(accountMessages.wishlist);
  return [{ title: `${title} | ${storeNameOf(matches)}` }, { name: 'robots', content: 'noindex' }];
}

/** /wishlist (spec §2). */
export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage wishlist={loaderData.wishlist} />;
}
