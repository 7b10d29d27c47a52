/** Text matching helpers for SQL written on both databases. */

/** `\`, `%` and `_` typed by a user are literal characters, not LIKE wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The first string after every string that starts with `prefix`, in code-point order. */
export function prefixUpperBound(prefix: string): string | null {
  const codePoints = [...prefix];
  while (codePoints.length > 0) {
    const last = codePoints.pop() as string;
    const next = (last.codePointAt(0) as number) + 1;
    // Skip the surrogate range, which no well-formed string contains.
    const successor = next >= 0xd800 && next <= 0xdfff ? 0xe000 : next;
    if (successor <= 0x10ffff) return codePoints.join('') + String.fromCodePoint(successor);
  }
  return null;
}
