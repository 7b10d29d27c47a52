import { defineMessages, formatNow } from '@/i18n';

/**
 * Texts of the filter column shared by My Vocabulary and the admin vocabulary editor; the spec's
 * quoted texts live in @slovo/shared (SHARED_TEXT), these are ours.
 */
export const WORKSPACE_TEXT = defineMessages({
  en: {
    filters: 'Filters',
    searchLabel: 'Search categories',
    searchPlaceholder: 'Name…',
    sortLegend: 'Sort by',
    sortFields: { name: 'Name', word_count: 'Word count', created_at: 'Created' },
    ascending: 'ascending',
    descending: 'descending',
    tagsLegend: 'Tags',
    tagsHint: (max: number) => `Categories must have every selected tag (up to ${max}).`,
    tagsLimitReached: (max: number) => `You can select at most ${max} tags.`,
    loadingTags: 'Loading tags...',
    pageSize: 'Categories per page',
    allPageSize: 'All',
    activeFilters: (count: number) => (count === 1 ? '1 active' : `${count} active`),
  },
  ru: {
    filters: 'Фильтры',
    searchLabel: 'Поиск категорий',
    searchPlaceholder: 'Название…',
    sortLegend: 'Сортировка',
    sortFields: { name: 'Название', word_count: 'Число слов', created_at: 'Дата создания' },
    ascending: 'по возрастанию',
    descending: 'по убыванию',
    tagsLegend: 'Теги',
    tagsHint: (max: number) => `Категория должна иметь все выбранные теги (не больше ${max}).`,
    tagsLimitReached: (max: number) =>
      `Можно выбрать не больше ${max} ${formatNow('ru').plural(max, { one: 'тега', few: 'тегов', many: 'тегов', other: 'тега' })}.`,
    loadingTags: 'Загрузка тегов...',
    pageSize: 'Категорий на странице',
    allPageSize: 'Все',
    activeFilters: (count: number) => `включено: ${count}`,
  },
});
