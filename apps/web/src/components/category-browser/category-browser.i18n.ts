import { defineMessages, formatNow } from '@/i18n';

const ru = () => formatNow('ru');

/**
 * The category browser's texts (vocabulary-management.md §2, §8). They live here rather than in
 * @slovo/shared because only this component uses them.
 */
export const CATEGORY_BROWSER_TEXT = defineMessages({
  en: {
    loading: 'Loading categories...',
    loadingMore: 'Loading more categories...',
    scrollForMore: 'Scroll down to load more categories',
    emptyTitle: 'No Categories Found',
    emptyText: 'There are no categories to show yet.',
    emptyFiltered: 'No categories found matching your filters',
    clearFilters: 'Clear filters',
    errorTitle: 'Error Loading Categories',
    retry: 'Retry',
    listLabel: 'Categories',
    keyboardHint: 'Use the arrow keys, Home and End to move between categories; Enter or Space selects one.',
    paginationLabel: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    pageButton: (page: number) => `Page ${page}`,
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    moreAvailable: 'More available',
    allLoaded: 'All loaded',
    shared: 'Shared',
    private: 'Private',
    shareCategory: (title: string) => `Share ${title}`,
    limitReached: 'Limit reached',
    approved: 'Approved',
    words: (count: number) => (count === 1 ? '1 word' : `${count} words`),
    categories: (count: number) => (count === 1 ? '1 category' : `${count} categories`),
    moreTags: (count: number) => ` more ${count === 1 ? 'tag' : 'tags'}`,
    created: 'Created ',
    by: (username: string) => `by ${username}`,
    progress: (title: string, percent: number, full: number) => `${title}: ${percent}% of ${full} words`,
  },
  ru: {
    loading: 'Загрузка категорий...',
    loadingMore: 'Загружаем ещё категории...',
    scrollForMore: 'Прокрутите вниз, чтобы загрузить ещё категории',
    emptyTitle: 'Категории не найдены',
    emptyText: 'Здесь пока нет категорий.',
    emptyFiltered: 'Нет категорий, подходящих под фильтры',
    clearFilters: 'Сбросить фильтры',
    errorTitle: 'Ошибка загрузки категорий',
    retry: 'Повторить',
    listLabel: 'Категории',
    keyboardHint: 'Стрелки, Home и End перемещают между категориями; Enter или пробел выбирают категорию.',
    paginationLabel: 'Страницы',
    previous: 'Назад',
    next: 'Вперёд',
    pageButton: (page: number) => `Страница ${page}`,
    pageOf: (page: number, total: number) => `Страница ${page} из ${total}`,
    moreAvailable: 'Есть ещё',
    allLoaded: 'Загружено всё',
    shared: 'Общая',
    private: 'Личная',
    shareCategory: (title: string) => `Открыть доступ к «${title}»`,
    limitReached: 'Достигнут предел',
    approved: 'Одобрена',
    words: (count: number) =>
      `${ru().number(count)} ${ru().plural(count, { one: 'слово', few: 'слова', many: 'слов', other: 'слова' })}`,
    categories: (count: number) =>
      `${ru().number(count)} ${ru().plural(count, { one: 'категория', few: 'категории', many: 'категорий', other: 'категории' })}`,
    moreTags: (count: number) => ` ещё ${ru().plural(count, { one: 'тег', few: 'тега', many: 'тегов', other: 'тега' })}`,
    created: 'Создана ',
    by: (username: string) => `автор: ${username}`,
    progress: (title: string, percent: number, full: number) => `${title}: ${percent}% из ${full} слов`,
  },
});
