/** The export menus: the learner's one-category menu and the admin's whole-vocabulary one. */
export { CategoryExportMenu, type CategoryExportMenuProps } from './category-export-menu';
export { VocabularyExportMenu, type VocabularyExportMenuProps } from './vocabulary-export-menu';
