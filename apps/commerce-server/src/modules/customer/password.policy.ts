import { passwordCharacterClasses, passwordPolicyFromStoreConfig } from '@vitrine/validation';
import type { PasswordStoreConfig } from '@vitrine/validation';

/** Longest password accepted: long enough for passphrases (ASVS asks 64), short enough for scrypt. */
export const MAX_PASSWORD_LENGTH = 256;

// Words that open most cracking dictionaries, in French and English. A password made of one of
// them plus digits and symbols ("Azerty123!", "Motdepasse2024#") is refused (ASVS 6.2.4).
const PREDICTABLE_WORDS = new Set([
  'azerty',
  'azertyuiop',
  'qwerty',
  'qwertyuiop',
  'password',
  'passw0rd',
  'motdepasse',
  'mdp',
  'soleil',
  'bonjour',
  'bonsoir',
  'doudou',
  'chouchou',
  'loulou',
  'nicolas',
  'marseille',
  'paris',
  'jetaime',
  'iloveyou',
  'admin',
  'administrateur',
  'welcome',
  'bienvenue',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'princess',
  'sunshine',
  'master',
  'shadow',
  'superman',
  'orsalis',
  'vitrine',
  'changeme',
  'secret',
  'abc',
  'abcdef',
  'test',
  'user',
  'login',
]);

function isPredictable(password: string, email: string | undefined): boolean {
  const folded = password.toLowerCase().replace(/[^a-z0-9]/g, '');
  const stem = folded.replace(/\d+$/, '').replace(/^\d+/, '');
  if (/^\d+$/.test(folded) || PREDICTABLE_WORDS.has(stem) || PREDICTABLE_WORDS.has(folded))
    return true;
  const local = email
    ?.split('@')[0]
    ?.toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return local !== undefined && local.length >= 4 && stem === local;
}

/**
 * Checks a new password against the store's policy (store config `minimum_password_length`,
 * `required_character_classes_number`, counted as the storefront's validation package counts
 * them) and against predictable choices. Answers Magento's message, or undefined when valid.
 */
export function passwordProblem(
  password: string,
  config: PasswordStoreConfig,
  email?: string,
): string | undefined {
  const policy = passwordPolicyFromStoreConfig(config);
  if (password !== password.trim())
    return "The password can't begin or end with a space. Verify the password and try again.";
  const length = [...password].length;
  if (length < policy.minimumLength) {
    return `The password needs at least ${policy.minimumLength} characters. Create a new password and try again.`;
  }
  if (length > MAX_PASSWORD_LENGTH)
    return `Please enter a password with at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (passwordCharacterClasses(password).size < policy.requiredClasses) {
    return `Minimum of different classes of characters in password is ${policy.requiredClasses}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`;
  }
  if (email !== undefined && password.toLowerCase() === email.toLowerCase()) {
    return "The password can't be the same as the email address. Create a new password and try again.";
  }
  if (isPredictable(password, email))
    return 'The password is too easy to guess. Create a new password and try again.';
  return undefined;
}
