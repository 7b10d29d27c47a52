import { defineLazyMessages, type Catalogue, type LazyCatalogue, type Messages, type Translation } from './define-messages';
import { currentLocale, type Locale } from './locale';

/** Stand-ins for a text function's values, found again in its English output to read them back. */
const MARK = (index: number) => `\u{E000}${index}\u{E000}`;
/** A private-use character never written by a person: where a marker begins and ends. */
const MARKED_VALUE = /\u{E000}(\d+)\u{E000}/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Translator {
  exact: Map<string, string>;
  patterns: { pattern: RegExp; order: number[]; translate: (...values: string[]) => string }[];
}

/**
 * English → Russian for every text of a catalogue: a plain text by equality; a text function by
 * calling it with markers, which turns "Loaded 5 vocabulary categories" into a pattern whose
 * captured values go to the Russian function. A function that cannot run on markers (it joins a
 * list, say) is left out: its English text then shows as it is.
 */
function addToTranslator(en: Messages, ru: Messages, into: Translator): Translator {
  for (const [key, english] of Object.entries(en)) {
    const russian = ru[key];
    if (typeof english === 'string' && typeof russian === 'string') {
      if (!into.exact.has(english)) into.exact.set(english, russian);
    } else if (typeof english === 'function' && typeof russian === 'function') {
      try {
        const marks = Array.from({ length: english.length }, (_, i) => MARK(i));
        const sample = english(...marks);
        const order: number[] = [];
        const source = sample
          .split(new RegExp(MARKED_VALUE.source, 'u'))
          .map((part, i) => {
            if (i % 2 === 0) return escape(part);
            order.push(Number(part));
            return '(.+?)';
          })
          .join('');
        if (order.length === 0) continue;
        into.patterns.push({ pattern: new RegExp(`^${source}$`, 's'), order, translate: russian });
      } catch {
        // Needs real values (a list to join, a number to format): no pattern for it.
      }
    } else if (typeof english === 'object' && typeof russian === 'object') {
      addToTranslator(english, russian, into);
    }
  }
  return into;
}

/** The shared message groups the server's texts come from, in the order they are matched. */
const serverTexts: { catalogue: LazyCatalogue<Messages>; matchLast: boolean }[] = [];

/**
 * A group of shared messages (@slovo/shared) as a catalogue whose Russian half is fetched lazily,
 * and whose English texts the server also sends: localizeServerText looks them up.
 */
export function defineServerTexts<T extends Messages>(
  en: T,
  loadRussian: () => Promise<Translation<T>>,
  { matchLast = false }: { matchLast?: boolean } = {},
): LazyCatalogue<T> {
  const catalogue = defineLazyMessages(en, loadRussian);
  serverTexts.push({ catalogue: catalogue as LazyCatalogue<Messages>, matchLast });
  return catalogue;
}

let cached: { groups: number; translator: Translator } | undefined;

/** The translator of the groups whose Russian has arrived, rebuilt when another group's arrives. */
function sharedTranslator(): Translator {
  const ready = serverTexts.filter((entry) => entry.catalogue.ru).sort((a, b) => Number(a.matchLast) - Number(b.matchLast));
  if (cached?.groups !== ready.length) {
    const translator: Translator = { exact: new Map(), patterns: [] };
    for (const { catalogue } of ready) addToTranslator(catalogue.en, catalogue.ru as Messages, translator);
    cached = { groups: ready.length, translator };
  }
  return cached.translator;
}

/**
 * A text the server (or the shared rules) wrote in English, in the interface language: the
 * server answers in English whatever the page shows, so its messages are looked up in the shared
 * groups loaded so far (a screen's own groups always are). A text not found is returned as it is.
 * `catalogue` replaces the shared groups (for tests).
 */
export function localizeServerText(
  text: string,
  locale: Locale = currentLocale(),
  catalogue?: Catalogue<Messages> | LazyCatalogue<Messages>,
): string {
  if (locale === 'en' || text === '') return text;
  if (!catalogue) return translateWith(sharedTranslator(), text);
  if (!catalogue.ru) return text;
  return translateWith(addToTranslator(catalogue.en, catalogue.ru as Messages, { exact: new Map(), patterns: [] }), text);
}

/**
 * A value read out of a text may be a text itself ("Line 12: {reason}", "Failed to …: {reason}"):
 * it is translated too, one level deep.
 */
function translateWith(translator: Translator, text: string, nested = true): string {
  const found = translator.exact.get(text);
  if (found !== undefined) return found;
  for (const { pattern, order, translate } of translator.patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values: string[] = [];
    order.forEach((argument, i) => {
      const value = match[i + 1]!;
      values[argument] = nested ? translateWith(translator, value, false) : value;
    });
    return translate(...values);
  }
  return text;
}
