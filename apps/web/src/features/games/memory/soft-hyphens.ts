/**
 * Soft hyphens (U+00AD) at the syllable breaks of long Russian words, so a word that cannot fit a
 * small card's width wraps as «пеше-ходный» rather than at whatever letter the line ran out on.
 * Browsers' own `hyphens: auto` needs a Russian dictionary that many installs lack (Chromium on
 * Linux among them); these breaks work everywhere and cost nothing when the word fits.
 *
 * The rules are the simple school ones: a break falls between two syllables, each side keeps at
 * least two letters and a vowel, й/ь/ъ stay with the letter before them, and consonants before a
 * vowel start the next syllable where they can (пе-ре-крё-сток, пе-ше-ход-ный, трол-лей-бус).
 */

const VOWELS = new Set('аеёиоуыэюя');
const KEPT_WITH_PREVIOUS = new Set('йьъ');
const CYRILLIC_WORD = /^[а-яё]+$/i;
const SOFT_HYPHEN = '\u00ad';
/** Shorter words always fit a card; breaking them would only look odd. */
const MIN_LENGTH = 7;

const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.has(letter);

/**
 * Consonants that may begin a syllable together: с + others (стол, скла), or another consonant +
 * р/л (кра, пло); a doubled one splits (трол-лей).
 */
function startsSyllable(cluster: readonly string[]): boolean {
  if (cluster[0] === cluster[1]) return false;
  return cluster[0] === 'с' || (cluster.length === 2 && (cluster[1] === 'р' || cluster[1] === 'л'));
}

/** Where the syllable rules would break, before the two-letters-and-a-vowel limits are applied. */
function syllableBreaks(letters: readonly string[]): number[] {
  const breaks: number[] = [];
  for (let at = 1; at < letters.length; at += 1) {
    const before = letters[at - 1]!;
    const after = letters[at]!;
    if (KEPT_WITH_PREVIOUS.has(after)) continue;
    if (KEPT_WITH_PREVIOUS.has(before) || (isVowel(before) && isVowel(after))) {
      breaks.push(at);
      continue;
    }
    if (!isVowel(before)) continue;
    // A vowel, then consonants up to the next vowel: they start the next syllable when they can
    // (пе-ре-крё-сток), otherwise the first stays behind (пе-ше-ход-ный, трол-лей-бус).
    let end = at;
    while (end < letters.length && !isVowel(letters[end]) && !KEPT_WITH_PREVIOUS.has(letters[end]!)) end += 1;
    if (!isVowel(letters[end])) continue;
    const cluster = letters.slice(at, end);
    breaks.push(cluster.length === 1 || startsSyllable(cluster) ? at : at + 1);
  }
  return breaks;
}

function breakPoints(word: string): number[] {
  const letters = Array.from(word.toLowerCase());
  const points: number[] = [];
  let last = 0;
  for (const at of syllableBreaks(letters)) {
    const left = letters.slice(last, at);
    const right = letters.slice(at);
    if (left.length < 2 || right.length < 2 || !left.some(isVowel) || !right.some(isVowel)) continue;
    points.push(at);
    last = at;
  }
  return points;
}

/** `text` with soft hyphens in its long Russian words; other words are left as they are. */
export function withSoftHyphens(text: string): string {
  return text
    .split(' ')
    .map((word) => {
      if (word.length < MIN_LENGTH || !CYRILLIC_WORD.test(word)) return word;
      const letters = Array.from(word);
      const points = new Set(breakPoints(word));
      return letters.map((letter, index) => (points.has(index) ? SOFT_HYPHEN + letter : letter)).join('');
    })
    .join(' ');
}
