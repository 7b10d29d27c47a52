import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MAX_TAG_FILTER } from '@slovo/shared';
import { switchLanguage } from '@/test/locale';
import { FilterColumn, PageSizeSelect, SearchField, SortButtons, TagFilter } from './index';

describe('the vocabulary workspace filters in Russian', () => {
  it('labels the search, sort, page size and tag controls in Russian', () => {
    switchLanguage('ru');
    const full = Array.from({ length: MAX_TAG_FILTER }, (_, i) => `tag-${i}`);
    render(
      <FilterColumn activeCount={2}>
        <SearchField value="" onChange={vi.fn()} />
        <SortButtons fields={['name', 'word_count']} sortBy="name" sortOrder="DESC" onSort={vi.fn()} />
        <PageSizeSelect sizes={[10, 1000]} value={10} onChange={vi.fn()} />
        <TagFilter selected={full} options={{ tags: [], isLoading: false, error: null }} onToggle={vi.fn()} />
      </FilterColumn>,
    );
    expect(screen.getByRole('heading', { name: 'Фильтры' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск категорий' })).toHaveAttribute('placeholder', 'Название…');
    expect(screen.getByRole('button', { name: 'Название, по убыванию' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Число слов' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Категорий на странице' })).toHaveTextContent('Все');
    expect(screen.getByText(`Можно выбрать не больше ${MAX_TAG_FILTER} тегов.`)).toBeInTheDocument();
  });
});
