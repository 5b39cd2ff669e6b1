import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createShopIntl } from '../i18n/intl.ts';
import { knownServerMessage } from './server-messages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogue = JSON.parse(
  readFileSync(path.join(here, '../i18n/catalogues/fr_FR.json'), 'utf8'),
) as Record<string, string>;
const intl = createShopIntl('fr_FR', catalogue);

/** What a French customer reads for one of the server's texts. */
function french(text: string): string | null {
  const descriptor = knownServerMessage(text);
  return descriptor ? intl.formatMessage(descriptor, descriptor.values) : null;
}

describe('the subscription changes the server refuses, in French', () => {
  it.each([
    [
      'Could not find a subscription with uid "U9".',
      'Cet abonnement est introuvable. Actualisez la page et réessayez.',
    ],
    [
      'A cancelled subscription cannot be changed.',
      'Un abonnement arrêté ne peut plus être modifié.',
    ],
    [
      'Only an active subscription can be paused or skipped.',
      'Seul un abonnement actif peut être suspendu ou décalé.',
    ],
    ['Only a paused subscription can be resumed.', 'Seul un abonnement suspendu peut être repris.'],
    [
      'The frequency 45 days is not offered for this product.',
      'La livraison tous les 45 jours n’est pas proposée pour ce produit.',
    ],
  ])('%s', (text, expected) => {
    expect(french(text)).toBe(expected);
  });
});
