/**
 * Stable note ids for Anki exports. Anki matches an imported note to an existing one by its GUID and
 * updates it, so the same word must get the same GUID in every export: the id is a hash of a stable
 * text the caller chooses (e.g. `slovo:<wordId>`), never random.
 *
 * The hash is cyrb53's mixing kept to its full 64 bits (two 32-bit halves); each half is written as
 * six base-62 digits, so a GUID is 12 letters and digits: no tab, space, quote or line break, never
 * a leading '#' (a comment line to Anki), the same in any separator. Changing this function changes
 * every exported GUID and would make Anki duplicate notes on the next import: the tests pin values.
 */

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^6 > 2^32: six digits hold one half. */
const DIGITS_PER_HALF = 6;

function hash64(text: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

function base62(value: number): string {
  let text = '';
  let rest = value;
  for (let digit = 0; digit < DIGITS_PER_HALF; digit += 1) {
    text = DIGITS[rest % 62]! + text;
    rest = Math.floor(rest / 62);
  }
  return text;
}

/** A 12-character GUID, always the same for the same `source` (e.g. "slovo:42"). */
export function stableAnkiGuid(source: string): string {
  const [high, low] = hash64(source);
  return base62(high) + base62(low);
}
