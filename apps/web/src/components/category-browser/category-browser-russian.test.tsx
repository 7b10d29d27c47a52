import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { switchLanguage } from '@/test/locale';
import { CategoryBrowser } from './index';
import { categoryCountLabel, formatCreatedDate, wordCountLabel } from './format';
import { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';
import { makeCategory } from './test-categories';

describe('the category browser in Russian', () => {
  it('counts words and categories with the Russian plural forms', () => {
    const ru = CATEGORY_BROWSER_TEXT.ru;
    expect([1, 2, 5, 11, 21, 1000].map((n) => wordCountLabel(n, ru))).toEqual([
      '1 слово',
      '2 слова',
      '5 слов',
      '11 слов',
      '21 слово',
      '1\u00a0000 слов',
    ]);
    expect([1, 3, 12].map((n) => categoryCountLabel(n, ru))).toEqual(['1 категория', '3 категории', '12 категорий']);
    // English by default, as before.
    expect([wordCountLabel(1), wordCountLabel(5), categoryCountLabel(2)]).toEqual(['1 word', '5 words', '2 categories']);
  });

  it('writes the creation date in Russian, and in English as before', () => {
    expect(formatCreatedDate('2024-03-05T10:00:00.000Z', 'en')).toBe('5 Mar 2024');
    expect(formatCreatedDate('2024-03-05T10:00:00.000Z', 'ru')).toMatch(/^5 мар\.? 2024/);
  });

  it('shows its cards, stats, pagination and privacy switch in Russian', () => {
    switchLanguage('ru');
    const kitchen = makeCategory({
      id: 1,
      display_name: 'Kitchen',
      word_count: 2,
      is_approved_list: true,
      tags: [
        { name: 'home', display_name: 'Home' },
        { name: 'food', display_name: 'Food' },
      ],
      user: { username: 'alice' },
    });
    const travel = makeCategory({ id: 2, display_name: 'Travel', word_count: 5, privacy: 'shared' });
    render(
      <CategoryBrowser
        categories={[kitchen, travel]}
        stats={{ totalCount: 5, page: 1, totalPages: 3, hasNextPage: true }}
        pagination={{ page: 1, totalPages: 3, onPageChange: () => {} }}
        privacy={{ sharedCount: 1, onChange: () => {} }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Категории' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('2 слова')).toBeInTheDocument();
    expect(within(first).getByText('Одобрена')).toBeInTheDocument();
    expect(within(first).getByText('ещё тег')).toBeInTheDocument();
    expect(within(first).getByText('автор: alice')).toBeInTheDocument();
    expect(within(first).getByText(/Создана/)).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: 'Открыть доступ к «Kitchen»' })).toBeInTheDocument();
    expect(within(first).getByText('Личная')).toBeInTheDocument();
    expect(screen.getByText('5 слов')).toBeInTheDocument();
    expect(screen.getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(screen.getByText('Есть ещё')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('button', { name: 'Страница 2' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: /Вперёд/ })).toBeInTheDocument();
  });

  it('shows its empty and error states in Russian', () => {
    switchLanguage('ru');
    const { rerender } = render(<CategoryBrowser categories={[]} hasActiveFilters onClearFilters={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Категории не найдены' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeInTheDocument();
    rerender(<CategoryBrowser categories={[]} error="Oops" onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Ошибка загрузки категорий' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
