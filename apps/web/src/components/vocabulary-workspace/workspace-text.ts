/**
 * Texts of the filter column shared by My Vocabulary and the admin vocabulary editor; the spec's
 * quoted texts live in @slovo/shared, these are ours.
 */
export const WORKSPACE_TEXT = {
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
} as const;
