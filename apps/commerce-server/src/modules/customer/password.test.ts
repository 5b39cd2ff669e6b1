import { describe, expect, it } from 'vitest';
import { hashCost, hashPassword, verifyPassword } from './password.hasher.ts';
import { passwordProblem } from './password.policy.ts';

const policy = { minimum_password_length: '10', required_character_classes_number: '3' };

describe('password hashing', () => {
  it('U6 stores scrypt in PHC form with a per-user salt and verifies byte for byte', async () => {
    const first = await hashPassword('Camomille-Lune-2026', 1024);
    const second = await hashPassword('Camomille-Lune-2026', 1024);
    expect(first).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(hashCost(first)).toBe(1024);
    expect(await verifyPassword('Camomille-Lune-2026', first)).toBe(true);
    expect(await verifyPassword('Camomille-Lune-2026 ', first)).toBe(false);
    expect(await verifyPassword('Camomille-Lune-2026', 'not a hash')).toBe(false);
  });

  it('U5 does not truncate long unicode passwords: one character changed at the end fails', async () => {
    const long = `Ab1${'🌿é'.repeat(60)}x`;
    const hash = await hashPassword(long, 1024);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(`${long.slice(0, -1)}y`, hash)).toBe(false);
  });
});

describe('password policy', () => {
  it('U5 applies the store minimum length and character classes with Magento messages', () => {
    expect(passwordProblem('Ab1!xyz', policy)).toBe(
      'The password needs at least 10 characters. Create a new password and try again.',
    );
    expect(passwordProblem('abcdefghijkl', policy)).toBe(
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );
    expect(passwordProblem('Camomille-Lune-2026', policy)).toBeUndefined();
  });

  it('U5 refuses surrounding spaces, predictable words and the e-mail itself', () => {
    expect(passwordProblem(' Camomille-Lune-2026', policy)).toMatch(/begin or end with a space/);
    expect(passwordProblem('Azerty123!', policy)).toMatch(/too easy to guess/);
    expect(passwordProblem('Motdepasse2024#', policy)).toMatch(/too easy to guess/);
    expect(passwordProblem('Jeanne.Moreau1', policy, 'jeanne.moreau@example.com')).toMatch(
      /too easy to guess/,
    );
  });

  it('U5 accepts 64-character and long unicode passphrases', () => {
    expect(passwordProblem(`Tisane-${'a'.repeat(50)}-Menthe42`, policy)).toBeUndefined();
    expect(passwordProblem(`Ab1${'🌿'.repeat(120)}`, policy)).toBeUndefined();
    expect(passwordProblem(`Ab1${'x'.repeat(300)}`, policy)).toMatch(/at most 256/);
  });
});
