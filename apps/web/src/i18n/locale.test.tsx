import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@slovo/shared';
import { LanguageToggle } from '@/app/layout/language-toggle';
import { createFormatter } from './format';
import { defineMessages, useMessages } from './define-messages';
import { LOCALE_STORAGE_KEY } from '@slovo/shared';
import { readStoredLocale } from './locale';
import { localizeServerText } from './server-text';

const GREETING = defineMessages({
  en: { hello: 'Hello', words: (count: number) => `${count} words` },
  ru: { hello: 'Привет', words: (count: number) => `${count} слов` },
});

function Greeting() {
  const t = useMessages(GREETING);
  return (
    <p>
      {t.hello}, {t.words(5)}
    </p>
  );
}

describe('interface language', () => {
  it('is English at first, switches from the header, and is remembered', async () => {
    render(
      <>
        <LanguageToggle />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Hello, 5 words')).toBeInTheDocument();
    expect(readStoredLocale()).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'RU — switch the interface to Russian' }));
    expect(screen.getByText('Привет, 5 слов')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ru');
    expect(readStoredLocale()).toBe('ru');

    await userEvent.click(screen.getByRole('button', { name: 'EN — переключить интерфейс на английский' }));
    expect(screen.getByText('Hello, 5 words')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('numbers, dates and plurals', () => {
  const en = createFormatter('en');
  const ru = createFormatter('ru');

  it('write numbers and dates the way each language does', () => {
    expect(en.number(12345.5)).toBe('12,345.5');
    expect(ru.number(12345.5)).toBe('12\u00a0345,5');
    const day = new Date(Date.UTC(2026, 10, 27, 12));
    const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    expect(en.date(day, options)).toBe('November 27, 2026');
    expect(ru.date(day, options)).toBe('27 ноября 2026 г.');
  });

  it('choose the Russian noun form for the count', () => {
    const words = { one: 'слово', few: 'слова', many: 'слов', other: 'слова' };
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => `${n} ${ru.plural(n, words)}`)).toEqual([
      '1 слово',
      '2 слова',
      '5 слов',
      '11 слов',
      '21 слово',
      '22 слова',
      '25 слов',
    ]);
    expect(en.plural(1, { one: 'word', other: 'words' })).toBe('word');
    expect(en.plural(3, { one: 'word', other: 'words' })).toBe('words');
  });
});

describe('server texts', () => {
  const CATALOGUE = defineMessages({
    en: { plain: 'Category not found', counted: (n: number) => `Loaded ${n} vocabulary categories` },
    ru: { plain: 'Категория не найдена', counted: (n: number) => `Загружено категорий: ${n}` },
  });

  it('are shown in Russian when the interface is Russian, values kept; unknown texts stay as they are', () => {
    expect(localizeServerText('Category not found', 'ru', CATALOGUE)).toBe('Категория не найдена');
    expect(localizeServerText('Loaded 18 vocabulary categories', 'ru', CATALOGUE)).toBe('Загружено категорий: 18');
    expect(localizeServerText('Something nobody wrote down', 'ru', CATALOGUE)).toBe('Something nobody wrote down');
    expect(localizeServerText(MESSAGES.loadedCategories(18), 'en')).toBe('Loaded 18 vocabulary categories');
  });
});

describe('catalogues with a lazily fetched Russian half', () => {
  it('read English until loadTranslations has fetched the Russian, then Russian', async () => {
    const { defineLazyMessages, loadTranslations, messagesNow } = await import('./define-messages');
    let fetched = 0;
    const LATE = defineLazyMessages({ title: 'Words' }, async () => {
      fetched += 1;
      return { title: 'Слова' };
    });
    expect(messagesNow(LATE, 'ru').title).toBe('Words');
    await loadTranslations('en');
    expect(fetched).toBe(0);
    await loadTranslations('ru');
    expect(messagesNow(LATE, 'ru').title).toBe('Слова');
    await loadTranslations('ru');
    expect(fetched).toBe(1);
  });
});
