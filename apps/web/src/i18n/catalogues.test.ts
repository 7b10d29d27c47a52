import { beforeAll, describe, expect, it } from 'vitest';
import { loadTranslations, type LazyCatalogue, type Messages } from './define-messages';

// Every *.i18n.ts of the app, each holding catalogues made with defineMessages.
const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.i18n.{ts,tsx}', { eager: true });

/** A catalogue: English, and Russian unless it is a lazy one whose Russian has not been fetched yet. */
const isCatalogue = (value: unknown): value is LazyCatalogue<Messages> =>
  typeof value === 'object' && value !== null && 'en' in value && Object.keys(value).every((key) => key === 'en' || key === 'ru');

/** An English sentence copied as it is: two Latin words of three letters or more. */
const LOOKS_ENGLISH = /[A-Za-z]{3,}[\s,.:;!?-]+[A-Za-z]{3,}/;

/** What is wrong with `ru` as a translation of `en`, each problem with its key path. */
function problems(en: Messages, ru: Messages, path: string): string[] {
  const found: string[] = [];
  for (const key of Object.keys(en)) {
    const where = `${path}.${key}`;
    const english = en[key];
    const russian = ru[key];
    if (russian === undefined) found.push(`${where}: no Russian text`);
    else if (typeof english !== typeof russian)
      found.push(`${where}: ${typeof english} in English, ${typeof russian} in Russian`);
    else if (typeof english === 'string' && russian === english && LOOKS_ENGLISH.test(english)) {
      found.push(`${where}: left in English ("${english}")`);
    } else if (typeof english === 'function' && typeof russian === 'function' && english.length !== russian.length) {
      found.push(`${where}: takes ${english.length} values in English, ${russian.length} in Russian`);
    } else if (typeof english === 'object' && typeof russian === 'object') {
      found.push(...problems(english, russian, where));
    }
  }
  for (const key of Object.keys(ru)) {
    if (!(key in en)) found.push(`${path}.${key}: in Russian only`);
  }
  return found;
}

describe('interface catalogues', () => {
  const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, LazyCatalogue<Messages>] => isCatalogue(entry[1]))
      .map(([name, catalogue]) => ({ where: `${file.replace('/src/', '')} ${name}`, catalogue })),
  );

  // The lazy ones' Russian halves (the shared messages), fetched as a Russian screen reading them would.
  beforeAll(() =>
    loadTranslations(
      'ru',
      catalogues.map(({ catalogue }) => catalogue),
    ),
  );

  it('are found', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  it('give every English text a Russian one, and nothing else', () => {
    const found = catalogues.flatMap(({ where, catalogue }) => problems(catalogue.en, catalogue.ru as Messages, where));
    expect(found).toEqual([]);
  });
});
