import { backendQuery } from '../lib/backend.server.ts';
import type { Route } from './+types/home';

interface StoreConfigData {
  storeConfig: { store_name: string; store_group_name: string | null };
}

export async function loader() {
  const data = await backendQuery<StoreConfigData>('{storeConfig{store_name store_group_name}}');
  return { storeName: data.storeConfig.store_name };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.storeName ?? 'Boutique' }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>{loaderData.storeName}</h1>
    </main>
  );
}
