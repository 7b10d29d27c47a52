/**
 * Texts of the personal manager that @slovo/shared does not hold (MY_VOCABULARY_MESSAGES has the
 * spec's quoted ones). 'No Words Found' and 'Add First Word' are the spec's texts for the words
 * column (§2); the rest is ours.
 */
export const MY_VOCABULARY_TEXT = {
  clearFilters: 'Clear filters',
  yourCategoriesEmpty: 'You have no categories yet.',
  rename: 'Rename',
  delete: 'Delete',
  tags: 'Tags',
  import: 'Import',
  importWords: 'Import words',
  importApkg: 'Import .apkg',
  words: 'Words',
  selectCategoryText: 'Choose one of your categories to see and edit its words.',
  loadingWords: 'Loading words...',
  noWordsFound: 'No Words Found',
  noWordsText: 'This category has no words yet.',
  addFirstWord: 'Add First Word',
  edit: 'Edit',
  play: 'Play',
  playIn: (category: string) => `Play ${category} in `,
  wordsIn: (category: string) => `Words in ${category}`,
  createTitle: 'Create Category',
  createLabel: 'Category name',
  createSubmit: 'Create',
  nameHint: 'Up to 50 characters.',
  renameTitle: 'Rename Category',
  renameLabel: 'New name',
  renameSubmit: 'Rename',
  deleteTitle: 'Delete Category',
  deleteWarning: (name: string, words: number) =>
    `This permanently deletes “${name}” and ${words === 1 ? 'its 1 word' : `its ${words} words`}.`,
  deleteLabel: 'Type delete to confirm',
  deleteSubmit: 'Delete Category',
  cancel: 'Cancel',
} as const;
