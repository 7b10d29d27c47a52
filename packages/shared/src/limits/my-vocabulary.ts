import { PARTS_OF_SPEECH, PATTERN_MAX_CHARS, WORD_MAX_LENGTH } from '../constants';
import { VOCABULARY_MESSAGES } from './vocabulary';

/**
 * Limits and texts of the personal vocabulary manager (/my-vocabulary, vocabulary-management.md
 * §2, §4, §5, §8, §9) and of its API (/api/vocabulary/user/…, /api/tags), apart from the zod
 * schemas (schemas/my-vocabulary.ts) so the web app can use them without bundling zod.
 * Texts quoted by the spec are kept word for word; the others are marked "not in the spec".
 */

export const WORD_MIN_LENGTH = 1;
/** 1–50 characters after trimming (the spec's limit for category names). */
export const CATEGORY_DISPLAY_NAME_MIN_LENGTH = 1;
export const CATEGORY_DISPLAY_NAME_MAX_LENGTH = 50;
/** Category keys (`name`) may be longer than display names; a bound for request bodies only. */
export const CATEGORY_NAME_MAX_LENGTH = 200;
/**
 * Pairs in one POST /vocabulary/user/words/batch (900 pattern characters hold far fewer). The
 * pattern textarea's limit is PATTERN_MAX_CHARS and the shared-category maximum MAX_SHARED_CATEGORIES
 * (constants.ts).
 */
export const MAX_BATCH_PAIRS = 1000;
/** Largest id the API accepts: ids are 32-bit integer columns on PostgreSQL. */
export const MAX_RECORD_ID = 2_147_483_647;
/** tagIds in one POST or DELETE /tags/categories/{categoryId}/tags. */
export const MAX_TAG_IDS_PER_REQUEST = 50;
export const CATEGORY_PRIVACY_VALUES = ['private', 'shared'] as const;
export type CategoryPrivacy = (typeof CATEGORY_PRIVACY_VALUES)[number];
/** Typed into the Delete Category dialog, exactly, to enable its button. */
export const DELETE_CONFIRMATION_WORD = 'delete';
/** The personal create-category form's tag (the server ignores it: every personal category is 'user'). */
export const DEFAULT_PERSONAL_CATEGORY_TAG = 'user';

/**
 * Pattern Entry separators in the order they are tried. The two dash forms (hyphen or em dash, a
 * space either side) are one separator: the earlier of them on a line wins.
 */
export const PATTERN_SEPARATORS = [[' - ', ' — '], ['='], ['|'], [':']] as const;
/** Characters that only the pattern syntax may contain (words may not). */
export const PATTERN_SYNTAX_CHARACTERS = ['=', '|', ':', '—'] as const;

/** Manual Entry list: scrolls above this many rows, at this height (spec §9). */
export const MANUAL_ENTRY_SCROLL_AFTER_ROWS = 10;
export const MANUAL_ENTRY_SCROLL_HEIGHT_PX = 680;
/** The privacy badge shows for 2 s after a change. */
export const PRIVACY_BADGE_MS = 2000;
/** The Manage Tags modal closes this long after a successful save. */
export const TAGS_SAVED_CLOSE_DELAY_MS = 100;

/** Wording of the character rule, used in the per-side messages below. */
const WORD_CHARACTERS_TEXT = `use ${WORD_MIN_LENGTH}–${WORD_MAX_LENGTH} letters, digits, spaces and - . , ! ? ( )`;

export const MY_VOCABULARY_MESSAGES = {
  // Validation shown in dialogs (spec §5)
  categoryNameEmpty: 'Category name cannot be empty',
  /** Not in the spec: the server's 1–50 rule. */
  categoryNameTooLong: `Category name must be at most ${CATEGORY_DISPLAY_NAME_MAX_LENGTH} characters`,
  /** Not in the spec: tabs, line breaks and other control characters. */
  categoryNameControlCharacters: 'Category name cannot contain line breaks or control characters',
  /** Not in the spec: zero-width, direction and other characters shown as nothing (rules/name-characters). */
  categoryNameInvisibleCharacters: 'Category name cannot contain invisible or text-direction characters',
  /** Not in the spec: "Аnimals" with a Cyrillic "А" would pass for "Animals". */
  categoryNameMixedAlphabets: (word: string) => `Category name may not mix Latin and Cyrillic letters in one word: "${word}"`,
  categoryNameSame: 'Please enter a different name',
  noValidPairs: 'Please enter at least one valid word pair',
  noPatternPairs: 'No valid word pairs found. Use format: "english - russian" or "english = russian"',
  /** Not in the spec: the textarea allows 900 characters; pasted text beyond that is refused. */
  patternTooLong: `Text must be at most ${PATTERN_MAX_CHARS} characters`,
  /** Not in the spec: shown beside the red warning box of Pattern Entry. */
  forbiddenCharacters: (characters: readonly string[]) => `These characters are not allowed: ${characters.join(' ')}`,
  /** Not in the spec: Edit Word with a blank side. */
  editWordBothRequired: 'Both English and Russian words are required',
  shareLimit: (max: number) => `You can only share up to ${max} categories.`,
  // Per-side word problems (not in the spec; the server's 400 texts and the preview's reasons)
  wordEmpty: (side: WordSide) => `${side} word cannot be empty`,
  wordTooLong: (side: WordSide) => `${side} word must be at most ${WORD_MAX_LENGTH} characters`,
  wordInvalid: (side: WordSide) => `${side} word is invalid: ${WORD_CHARACTERS_TEXT}`,
  wordRequired: (side: WordSide) => `${side} word is required`,
  /** Not in the spec: a Pattern Entry line without any separator. */
  missingSeparator: 'No separator: use "english - russian", "english = russian", "english | russian" or "english: russian"',
  /** Not in the spec: the same pair (ignoring case) earlier in the same text or list. */
  duplicatePair: 'Duplicate of an earlier pair',

  // Successes (spec §8)
  wordAdded: 'Word added successfully!',
  /** 'N words added successfully!'; one word gives 'Word added successfully!'. */
  wordsAdded: (count: number) => (count === 1 ? 'Word added successfully!' : `${count} words added successfully!`),
  /** Not in the spec: a batch whose valid pairs were all already in the category. */
  noWordsAdded: 'No words added: every pair is already in this category',
  wordUpdated: 'Word updated successfully!',
  wordDeleted: 'Word deleted successfully!',
  tagsUpdated: 'Tags updated successfully!',
  /** Not in the spec (the spec's client only checks for a message and a categoryId). */
  categoryCreated: 'Category created successfully',
  /** The spec's client requires 'deleted' in this message. */
  categoryDeleted: 'Category deleted successfully',
  categoryRenamed: 'Category renamed successfully',
  categoryShared: 'Category is now shared',
  categoryPrivate: 'Category is now private',
  successTitle: 'Success!',
  continue: 'Continue',

  // Failures (spec §8); without a reason they give the bare form
  createCategoryFailed: (reason?: string) => withReason('Failed to create category', reason),
  deleteCategoryFailed: (reason?: string) => withReason('Failed to delete category', reason),
  renameCategoryFailed: (reason?: string) => withReason('Failed to rename category', reason),
  updatePrivacyFailed: (reason?: string) => withReason('Failed to update privacy', reason),
  addWordsFailed: (reason?: string) => withReason('Failed to add words', reason),
  wordsAddedRefreshFailed: 'Words added but failed to refresh data. Please refresh the page.',
  editWordFailed: 'Failed to edit word',
  deleteWordFailed: 'Failed to delete word',
  updateTagsFailed: 'Failed to update tags',
  loadUserCategoriesFailed: 'Failed to load user categories',
  loadUserVocabularyFailed: (reason?: string) => withReason('Failed to load user vocabulary data', reason),
  loadTagsFailed: 'Failed to load available tags',
  loadCategoriesFailed: 'Failed to load categories',
  refreshCategoriesFailed: 'Failed to refresh categories. Please refresh the page.',
  authenticationRequired: 'Authentication required',
  authenticationRequiredTitle: 'Authentication Required',
  loginToManageTags: 'Please log in to manage tags',
  loginToManageTagsNotice: 'Please log in to manage tags.',
  /** Non-OK replies on personal create, delete, rename and add. */
  httpFailure: (status: number, statusText: string, body: string) => `HTTP ${status}: ${statusText} - ${body}`,

  // Loading, empty and status texts (spec §2, §4, §8)
  loading: 'Loading your vocabulary data...',
  welcomeTitle: 'Welcome to Vocabulary Builder',
  /** The spec quotes only the beginning ('Create your first category...'); the rest is ours. */
  welcomeBody: 'Create your first category to start building your vocabulary.',
  addFirstCategory: 'Add Your First Category',
  addCategory: 'Add Category',
  addWord: 'Add Word',
  yourCategories: 'Your Categories',
  selectCategory: 'Select a Category',
  wordCount: (count: number) => `${count} words`,
  sharedCounter: (count: number, max: number) => `Shared: ${count}/${max}`,
  noCategoriesFound: 'No Categories Found',
  noCategoriesMatching: 'No categories found matching your filters',
  noCategories: 'No Categories',
  errorLoadingCategories: 'Error Loading Categories',
  retry: 'Retry',
  unsavedChanges: 'You have unsaved changes',
  noChanges: 'No changes',
  limitReached: 'Limit reached',
  shared: 'Shared',
  private: 'Private',
  manualEntryTab: 'Manual Entry',
  patternEntryTab: 'Pattern Entry',
  noTagsMatching: 'No tags found matching your search',
  noTagsAvailable: 'No tags available',
  noTagsAssigned: 'No tags assigned to this category',

  // Server-side texts (not in the spec, which does not show server errors)
  categoryNotFound: VOCABULARY_MESSAGES.categoryNotFound,
  wordNotFound: 'Word not found',
  tagNotFound: 'Tag not found',
  duplicateWord: 'This word pair is already in this category',
  duplicateCategoryName: (name: string) => `You already have a category named "${name}"`,
  idInvalid: 'id must be a positive whole number',
  categoryIdInvalid: 'categoryId must be a positive whole number',
  categoryNameRequired: 'Category name cannot be empty',
  categoryNameKeyTooLong: `Category name must be at most ${CATEGORY_NAME_MAX_LENGTH} characters`,
  partOfSpeechInvalid: `part_of_speech must be one of ${PARTS_OF_SPEECH.join(', ')}`,
  privacyInvalid: "privacy must be 'private' or 'shared'",
  pairsInvalid: `pairs must be a list of 1 to ${MAX_BATCH_PAIRS} word pairs`,
  pairInvalid: 'Each pair must be an object with english and russian texts',
  tagIdsInvalid: `tagIds must be a list of 1 to ${MAX_TAG_IDS_PER_REQUEST} tag ids`,
  tagIdInvalid: 'Each tag id must be a positive whole number',
  tagIdsRepeated: 'tagIds must not repeat a tag id',
} as const;

/** How the messages name a word's side. */
export type WordSide = 'English' | 'Russian';

function withReason(text: string, reason: string | undefined): string {
  return reason === undefined || reason.trim() === '' ? text : `${text}: ${reason}`;
}
