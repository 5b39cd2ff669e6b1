import { useEffect, useState } from 'react';
import { getBrowserShop } from '../../lib/browser-shop.ts';
import { useShopExtension } from '../../lib/shop-extensions.ts';
import { DEFAULT_ACCOUNT_FORMS_CONFIG, loadAccountFormsConfig } from '../../forms/forms-config.ts';
import type { AccountFormsConfig } from '../../forms/forms-config.ts';

/**
 * The password policy and consent texts: those the route loader read on the server, or (in the
 * navigation drawer, which has no loader) read in the browser when the form mounts; the consent
 * texts only from a store with extension `gdpr`.
 */
export function useAccountFormsConfig(fromLoader?: AccountFormsConfig): AccountFormsConfig {
  const [config, setConfig] = useState(fromLoader ?? DEFAULT_ACCOUNT_FORMS_CONFIG);
  const gdpr = useShopExtension('gdpr');
  useEffect(() => {
    if (fromLoader) {
      setConfig(fromLoader);
      return;
    }
    let current = true;
    loadAccountFormsConfig(getBrowserShop(), gdpr ? ['gdpr'] : []).then(
      (loaded) => {
        if (current) setConfig(loaded);
      },
      (error: unknown) => console.error('Account forms configuration failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [fromLoader, gdpr]);
  return config;
}
