/**
 * The built-in test card provider's behaviour, chosen by the card number like a payment service
 * provider's test cards (README, "Test payment cards"). Only the scenario is kept, never the number.
 */
export type CardScenario =
  'authorised' | 'frictionless' | 'threeds' | 'challenge' | 'refused' | 'insufficient' | 'error';

/** The documented test cards. Any other valid number is authorised without 3-D Secure. */
export const TEST_CARDS: ReadonlyArray<{
  number: string;
  scenario: CardScenario;
  description: string;
}> = [
  { number: '4111111111111111', scenario: 'authorised', description: 'Authorised, no 3-D Secure' },
  {
    number: '5555555555554444',
    scenario: 'authorised',
    description: 'Authorised, no 3-D Secure (Mastercard)',
  },
  {
    number: '4212345678910006',
    scenario: 'frictionless',
    description: 'IdentifyShopper, then Authorised after the fingerprint (frictionless 3-D Secure)',
  },
  {
    number: '5454545454545454',
    scenario: 'threeds',
    description:
      'IdentifyShopper, then ChallengeShopper; answer "password" → Authorised, anything else → Refused',
  },
  {
    number: '4917610000000000',
    scenario: 'challenge',
    description:
      'ChallengeShopper at once; answer "password" → Authorised, anything else → Refused',
  },
  {
    number: '4000000000000002',
    scenario: 'refused',
    description: 'Refused (refusal reason "Refused")',
  },
  {
    number: '4000000000009995',
    scenario: 'insufficient',
    description: 'Refused (refusal reason "Not enough balance")',
  },
  {
    number: '4000000000000119',
    scenario: 'error',
    description: 'Error (refusal reason "Acquirer Error")',
  },
];

/** The 3-D Secure challenge answer the test issuer accepts (as on Adyen's test pages). */
export const CHALLENGE_ANSWER = 'password';

/** Luhn checksum of a card number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card brand codes as Magento's vault shows them (VI, MC, AE, CB…). */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'VI';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AE';
  if (/^6011|^65/.test(digits)) return 'DI';
  return 'CB';
}

export function scenarioOf(digits: string): CardScenario {
  return TEST_CARDS.find((card) => card.number === digits)?.scenario ?? 'authorised';
}

/** What the provider answers to a payment (or a 3-D Secure step) of a scenario. */
export interface ProviderAnswer {
  resultCode: 'Authorised' | 'IdentifyShopper' | 'ChallengeShopper' | 'Refused' | 'Error';
  /** The 3-D Secure step now awaited. */
  stage?: 'fingerprint' | 'challenge';
  refusalReason?: string;
}

/** The answer to the payment request itself. */
export function firstAnswer(scenario: CardScenario): ProviderAnswer {
  switch (scenario) {
    case 'frictionless':
    case 'threeds':
      return { resultCode: 'IdentifyShopper', stage: 'fingerprint' };
    case 'challenge':
      return { resultCode: 'ChallengeShopper', stage: 'challenge' };
    case 'refused':
      return { resultCode: 'Refused', refusalReason: 'Refused' };
    case 'insufficient':
      return { resultCode: 'Refused', refusalReason: 'Not enough balance' };
    case 'error':
      return { resultCode: 'Error', refusalReason: 'Acquirer Error' };
    default:
      return { resultCode: 'Authorised' };
  }
}

/** The answer to a details call at `stage`, or undefined when the details are missing. */
export function detailsAnswer(
  scenario: CardScenario,
  stage: 'fingerprint' | 'challenge',
  details: Readonly<Record<string, string>>,
): ProviderAnswer | undefined {
  if (stage === 'fingerprint') {
    if (!details.threeDSResult) return undefined;
    return scenario === 'frictionless'
      ? { resultCode: 'Authorised' }
      : { resultCode: 'ChallengeShopper', stage: 'challenge' };
  }
  const answer = details.challengeResult;
  if (answer === undefined) return undefined;
  return answer === CHALLENGE_ANSWER
    ? { resultCode: 'Authorised' }
    : { resultCode: 'Refused', refusalReason: '3D Not Authenticated' };
}
