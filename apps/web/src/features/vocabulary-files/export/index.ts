/** The export menus: the learner's one-category menu and the admin's whole-vocabulary one. */
export { CategoryExportMenu } from './category-export-menu';
export { VocabularyExportMenu } from './vocabulary-export-menu';
