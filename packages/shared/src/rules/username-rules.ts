import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  USERNAME_RULE,
} from '../limits/auth';
import { mixesLatinAndCyrillic } from './name-characters';

/**
 * A username as the server stores it: trimmed and in Unicode NFC, so "й" typed as "и" plus a
 * combining breve is the same name (and the same length) as the precomposed "й".
 */
export const normalizeUsername = (value: string): string => value.trim().normalize('NFC');

/** One line of the registration form's live checklist; `met` ticks as the player types. */
export interface CredentialCheck {
  id: string;
  /** The rule as the checklist shows it. */
  label: string;
  met: boolean;
  /** The error text when the rule is broken (the server's text for the same rule). */
  message: string;
}

/** The username rules one by one, in the order the form lists them. */
export function usernameChecks(raw: string): CredentialCheck[] {
  const value = normalizeUsername(raw);
  return [
    {
      id: 'length',
      label: `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters`,
      met: value.length >= USERNAME_MIN_LENGTH && value.length <= USERNAME_MAX_LENGTH,
      message: USERNAME_MESSAGES.length,
    },
    {
      id: 'characters',
      label: 'Letters, digits, _ . - only (no spaces)',
      met: value.length > 0 && USERNAME_RULE.test(value),
      message: USERNAME_MESSAGES.characters,
    },
    {
      id: 'one-alphabet',
      label: 'Latin or Cyrillic letters, not both',
      met: !mixesLatinAndCyrillic(value),
      message: USERNAME_MESSAGES.mixedAlphabets,
    },
  ];
}

/** The password rule as a checklist line. */
export function passwordChecks(password: string): CredentialCheck[] {
  const message = `Password must be between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters`;
  return [
    {
      id: 'length',
      label: `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
      message,
    },
  ];
}

/** The first broken rule's message, or null when the value passes them all. */
export const firstUnmetMessage = (checks: readonly CredentialCheck[]): string | null =>
  checks.find((check) => !check.met)?.message ?? null;
