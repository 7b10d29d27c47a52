import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@slovo/shared';

/**
 * Invite codes (issue 35 §3): 16 characters of a 31-letter alphabet without look-alikes, about
 * 79 bits from the system's random source, so they cannot be guessed. A code is looked up by its
 * SHA-256 (the index never compares the code itself), then compared with the stored code in
 * constant time.
 */

export function newInviteCode(): string {
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1)
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

export const inviteHash = (code: string): string => createHash('sha256').update(code).digest('hex');

export function sameInviteCode(stored: string, given: string): boolean {
  const [a, b] = [Buffer.from(stored), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
