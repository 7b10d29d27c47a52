import {
  ADMIN_USERS_MESSAGES,
  ADMIN_VOCABULARY_MESSAGES,
  CATEGORY_WORDS_MESSAGES,
  IMPORT_EXPORT_MESSAGES,
  LEARNER_IMPORT_MESSAGES,
  LEARNING_SESSION_MESSAGES,
  MESSAGES,
  MY_VOCABULARY_MESSAGES,
  PROGRESS_MESSAGES,
  REVIEW_MESSAGES,
  TAG_MESSAGES,
  TEXT_IMPORT_MESSAGES,
  USERNAME_MESSAGES,
  VOCABULARY_MESSAGES,
} from '@slovo/shared';
import { APKG_ERROR_MESSAGES } from '@slovo/shared/formats/apkg/apkg-messages';
import { defineMessages } from './define-messages';

/**
 * The texts @slovo/shared gives both the server (its answers' `error`) and the web app, in the
 * interface languages. English stays the shared objects themselves, so a spec text is written once.
 */
const en = {
  MESSAGES,
  ADMIN_USERS_MESSAGES,
  ADMIN_VOCABULARY_MESSAGES,
  APKG_ERROR_MESSAGES,
  CATEGORY_WORDS_MESSAGES,
  IMPORT_EXPORT_MESSAGES,
  LEARNER_IMPORT_MESSAGES,
  LEARNING_SESSION_MESSAGES,
  MY_VOCABULARY_MESSAGES,
  PROGRESS_MESSAGES,
  REVIEW_MESSAGES,
  TAG_MESSAGES,
  TEXT_IMPORT_MESSAGES,
  USERNAME_MESSAGES,
  VOCABULARY_MESSAGES,
};

export const SHARED_TEXT = defineMessages({
  en,
  // Translated by the shared-messages pass; until then English stands in.
  ru: en,
});
