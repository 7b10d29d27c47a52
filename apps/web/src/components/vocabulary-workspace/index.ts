/**
 * The vocabulary workspace shared by My Vocabulary and the admin vocabulary editor: the filter
 * column and its controls, their pure rules, and the three-column stylesheet.
 */
export { CardActions, type CardAction } from './card-actions';
export { FilterColumn } from './filter-column';
export { SearchField, SortButtons, PageSizeSelect, SelectField } from './filter-controls';
export { TagFilter, type FilterTag, type TagOptionsState } from './tag-filter';
export { nextSort, toggleTagName } from './filter-rules';
export { useCategoryInAddress, type CategoryInAddressOptions } from './use-category-in-address';
export { usePageInRange } from './use-page-in-range';
export { WorkspaceLoading } from './workspace-loading';
