import { use, type ReactPromise } from 'react';
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
 * A catalogue whose Russian half arrives later (defineLazyMessages): until then `ru` is missing, so
 * it is read through useMessages / messagesNow, never `.ru` directly.
 */
export type LazyCatalogue<T extends Messages> = { readonly en: T; readonly ru?: Translation<T> };

/**
 * A feature's texts in both interface languages, kept together so a missing translation shows up
 * beside its English original. Name the file *.i18n.ts: the catalogue test finds them by that.
 */
export function defineMessages<T extends Messages>(catalogue: { en: T; ru: Translation<T> }): Catalogue<T> {
  return catalogue;
}

/**
 * A lazy catalogue's Russian half on its way. Marked the moment it settles with the `status` React's
 * use() reads on a promise (the protocol React keeps for promises it has seen), so a component
 * reading a catalogue whose Russian is there goes on at once, also on its first render, and one
 * that waited finds the same use() when React replays it.
 */
type Arrival = Promise<void> & { status?: 'fulfilled'; value?: void };

/** How each lazy catalogue's Russian half is fetched, and that fetch once it has started. */
const lazyRussian = new WeakMap<LazyCatalogue<Messages>, { load: () => Promise<void>; arrival?: Arrival }>();

/** The lazy catalogues read so far, in either language: what a switch to Russian has to fetch first. */
const readSoFar = new Set<LazyCatalogue<Messages>>();

/**
 * A catalogue whose Russian half is fetched only when it is read in a Russian interface: for the
 * large ones (the shared messages), so an English visitor never downloads Russian and a Russian one
 * only the groups the screens they open read. useMessages waits for it (Suspense); messagesNow
 * reads English until it has arrived.
 */
export function defineLazyMessages<T extends Messages>(en: T, loadRussian: () => Promise<Translation<T>>): LazyCatalogue<T> {
  const catalogue: { en: T; ru?: Translation<T> } = { en };
  lazyRussian.set(catalogue, {
    load: async () => {
      catalogue.ru = await loadRussian();
    },
  });
  return catalogue;
}

/**
 * The fetch of a lazy catalogue's Russian half, started on the first call (undefined for an eager
 * catalogue). A failed fetch settles too and leaves the catalogue in English, rather than a screen
 * waiting for ever or fetching again on every render: the page still works.
 */
function russianArrival(catalogue: LazyCatalogue<Messages>): Arrival | undefined {
  const lazy = lazyRussian.get(catalogue);
  if (!lazy) return undefined;
  if (!lazy.arrival) {
    const settle = () => {
      arrival.status = 'fulfilled';
      arrival.value = undefined;
    };
    const arrival: Arrival = lazy.load().then(settle, settle);
    lazy.arrival = arrival;
  }
  return lazy.arrival;
}

/**
 * Notes a read of a lazy catalogue; in a Russian interface also gives its Russian half's arrival
 * (fetched if need be), for use(). Every render of a lazy catalogue in Russian calls use(): it
 * returns at once when the Russian is there.
 */
function read(catalogue: LazyCatalogue<Messages>, interfaceLocale: Locale): ReactPromise<void> | undefined {
  if (!lazyRussian.has(catalogue)) return undefined;
  readSoFar.add(catalogue);
  return interfaceLocale === 'ru' ? (russianArrival(catalogue) as ReactPromise<void>) : undefined;
}

/**
 * Fetches what `locale` needs before it shows: the Russian halves of `catalogues`, by default of
 * every lazy catalogue read so far (what is on screen: the switch awaits this before changing the
 * language, so nothing shown falls back to English or waits). Nothing for English.
 */
export async function loadTranslations(locale: Locale, catalogues: Iterable<LazyCatalogue<Messages>> = readSoFar): Promise<void> {
  if (locale !== 'ru') return;
  await Promise.all([...catalogues].map(russianArrival));
}

/**
 * The catalogue's texts in the interface language; re-renders when the language changes. A lazy
 * catalogue read in Russian before its Russian half has arrived suspends the component (React's
 * use()) until it has, so English never shows in its place: on a page's first render, inside the
 * router's transition, the previous screen stays up meanwhile.
 */
export function useMessages<T extends Messages>(catalogue: Catalogue<T> | LazyCatalogue<T>): T {
  const locale = useLocale();
  useMessagesReady(catalogue as LazyCatalogue<Messages>);
  return (catalogue[locale] ?? catalogue.en) as T;
}

/**
 * For a component whose handlers read lazy catalogues with messagesNow (a toast after a request)
 * without showing them: it waits for their Russian like useMessages, so messagesNow finds it there.
 */
export function useMessagesReady(...catalogues: LazyCatalogue<Messages>[]): void {
  const locale = useLocale();
  for (const catalogue of catalogues) {
    const arrival = read(catalogue, locale);
    if (arrival) use(arrival);
  }
}

/**
 * The same for code outside React (toasts, stores, plain functions): the texts of the language
 * chosen now. It cannot wait, so a lazy catalogue whose Russian has not arrived reads English
 * (and its fetch starts). That does not happen in practice: main.tsx fetches the general shared
 * messages before the first render, and every other group is read with useMessages (or
 * useMessagesReady) by the screen whose handlers use it, which has therefore waited for it.
 */
export function messagesNow<T extends Messages>(catalogue: Catalogue<T> | LazyCatalogue<T>, locale: Locale = currentLocale()): T {
  // Starts the fetch if need be; the arrival never rejects (a failure settles it too).
  void read(catalogue as LazyCatalogue<Messages>, currentLocale());
  return (catalogue[locale] ?? catalogue.en) as T;
}
