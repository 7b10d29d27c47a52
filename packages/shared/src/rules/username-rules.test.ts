import { describe, expect, it } from 'vitest';
import { USERNAME_MESSAGES } from '../limits/auth';
import { registerRequestSchema, usernameSchema } from '../schemas/auth';
import { firstUnmetMessage, normalizeUsername, passwordChecks, usernameChecks } from './username-rules';

/** The server's verdict (the zod schema) and the form's checklist must always agree. */
function verdict(username: string): string | null {
  const parsed = usernameSchema.safeParse(username);
  const fromSchema = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'invalid');
  expect(firstUnmetMessage(usernameChecks(username))).toBe(fromSchema);
  return fromSchema;
}

describe('the username rule', () => {
  it('accepts Latin, Cyrillic and digits with underscores, dots and hyphens', () => {
    for (const name of ['olga', 'Natasha_87', 'j.doe', 'anna-maria', 'Иван', 'иван', 'Ёжик', 'наташа_87', 'и.п-1', '007']) {
      expect(verdict(name), name).toBeNull();
    }
  });

  it('refuses names that mix Latin and Cyrillic letters, which can pass for one another', () => {
    // "Ivаn" below has a Cyrillic "а" and looks exactly like "Ivan".
    for (const name of ['Ivаn', 'Иваn', 'ivan_иван']) expect(verdict(name), name).toBe(USERNAME_MESSAGES.mixedAlphabets);
  });

  it('refuses spaces, control and invisible characters, other alphabets and symbols', () => {
    for (const name of ['ivan petrov', 'iv\tan', 'iv\u0000an', 'iv\u200Ban', 'iv\u0301an', 'ελένη', 'ivan!', 'a@b', 'и҂ван']) {
      expect(verdict(name), JSON.stringify(name)).toBe(USERNAME_MESSAGES.characters);
    }
  });

  it('counts length in characters: 3 to 32, after trimming', () => {
    expect(verdict('ab')).toBe(USERNAME_MESSAGES.length);
    expect(verdict('Ян')).toBe(USERNAME_MESSAGES.length);
    expect(verdict('  ab  ')).toBe(USERNAME_MESSAGES.length);
    expect(verdict('Яна')).toBeNull();
    expect(verdict('я'.repeat(32))).toBeNull();
    expect(verdict('я'.repeat(33))).toBe(USERNAME_MESSAGES.length);
    expect(verdict('x'.repeat(33))).toBe(USERNAME_MESSAGES.length);
    expect(verdict('')).toBe(USERNAME_MESSAGES.length);
  });

  it('stores a decomposed "й" as the one precomposed character', () => {
    const decomposed = 'Андреи\u0306';
    expect(normalizeUsername(` ${decomposed} `)).toBe('Андрей');
    expect(usernameSchema.parse(decomposed)).toBe('Андрей');
    // Three code points, but two characters: too short.
    expect(verdict('Йи\u0306')).toBe(USERNAME_MESSAGES.length);
    expect(verdict('Йи\u0306к')).toBeNull();
  });

  it('is the rule registration applies', () => {
    const parsed = registerRequestSchema.safeParse({ username: ' Иван ', email: 'ivan@example.com', password: 'secret123' });
    expect(parsed.success && parsed.data.username).toBe('Иван');
  });
});

describe('the checklist', () => {
  it('ticks each username rule on its own', () => {
    const met = (name: string) => Object.fromEntries(usernameChecks(name).map((check) => [check.id, check.met]));
    expect(met('')).toEqual({ length: false, characters: false, 'one-alphabet': true });
    expect(met('Ив')).toEqual({ length: false, characters: true, 'one-alphabet': true });
    expect(met('Ivаn ')).toEqual({ length: true, characters: true, 'one-alphabet': false });
    expect(met('iv an')).toEqual({ length: true, characters: false, 'one-alphabet': true });
    expect(met('Иван')).toEqual({ length: true, characters: true, 'one-alphabet': true });
  });

  it('ticks the password length from 8 to 128 characters', () => {
    expect(passwordChecks('1234567')[0]?.met).toBe(false);
    expect(passwordChecks('12345678')[0]?.met).toBe(true);
    expect(passwordChecks('x'.repeat(128))[0]?.met).toBe(true);
    expect(passwordChecks('x'.repeat(129))[0]?.met).toBe(false);
    expect(firstUnmetMessage(passwordChecks('short'))).toBe('Password must be between 8 and 128 characters');
  });
});
