import { currentLocale, useLocale, type Locale } from './locale';

/** A text, or a function of a few values that returns one ("Loaded 5 categories"). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parameter list; each key keeps its own.
type Text = string | ((...values: any[]) => string);

/** A catalogue's shape: texts, possibly grouped. */
export interface Messages {
  readonly [key: string]: Text | Messages;
}

/**
 * The same keys with the same kinds of value: a string for a string, a function taking the same
 * values for a function. TypeScript refuses a translation missing a key; the catalogue test
 * (catalogues.test.ts) checks the same at run time and catches texts left in English.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...values: infer P) => string
      ? (...values: P) => string
      : Translation<T[K]>;
};

export type Catalogue<T extends Messages> = { readonly en: T; readonly ru: Translation<T> };

/**
 * A feature's texts in both interface languages, kept together so a missing translation shows up
 * beside its English original. Name the file *.i18n.ts: the catalogue test finds them by that.
 */
export function defineMessages<T extends Messages>(catalogue: { en: T; ru: Translation<T> }): Catalogue<T> {
  return catalogue;
}

/** Russian halves still to fetch: what loadTranslations('ru') waits for. */
const pendingRussian = new Set<() => Promise<void>>();

/**
 * A catalogue whose Russian half is fetched only when the interface is Russian: for large ones in
 * the first screen's bundle (the shared messages), so an English visitor never downloads Russian.
 * Until loadTranslations('ru') has run, its texts are the English ones.
 */
export function defineLazyMessages<T extends Messages>(en: T, loadRussian: () => Promise<Translation<T>>): Catalogue<T> {
  const catalogue = { en, ru: undefined as Translation<T> | undefined };
  const load = async () => {
    catalogue.ru = await loadRussian();
    pendingRussian.delete(load);
  };
  pendingRussian.add(load);
  return catalogue as Catalogue<T>;
}

/**
 * Fetches what `locale` needs (the Russian halves of the lazy catalogues defined so far). Called
 * before the first render, before the switch changes the language, and after a page's code loads.
 */
export async function loadTranslations(locale: Locale): Promise<void> {
  if (locale !== 'ru') return;
  await Promise.all([...pendingRussian].map((load) => load()));
}

/** The catalogue's texts in the interface language; re-renders when the language changes. */
export function useMessages<T extends Messages>(catalogue: Catalogue<T>): T {
  return messagesNow(catalogue, useLocale());
}

/** The same for code outside React: the texts of the language chosen now. */
export function messagesNow<T extends Messages>(catalogue: Catalogue<T>, locale: Locale = currentLocale()): T {
  // A lazy catalogue's Russian half is missing only before loadTranslations: English meanwhile.
  return (catalogue[locale] ?? catalogue.en) as T;
}
