import {
  ADMIN_USERS_MESSAGES as ADMIN_USERS_EN,
  ADMIN_VOCABULARY_MESSAGES as ADMIN_VOCABULARY_EN,
  MY_VOCABULARY_MESSAGES as MY_VOCABULARY_EN,
  TAG_MESSAGES as TAG_EN,
  VOCABULARY_MESSAGES as VOCABULARY_EN,
} from '@slovo/shared';
import { defineServerTexts } from '../server-text';

// The shared texts of the vocabulary tools: My Vocabulary, tags, the admin editor and users.
export const VOCABULARY_MESSAGES = /* @__PURE__ */ defineServerTexts(
  VOCABULARY_EN,
  async () => (await import('../shared-ru/vocabulary')).VOCABULARY_MESSAGES_RU,
);
export const MY_VOCABULARY_MESSAGES = /* @__PURE__ */ defineServerTexts(
  MY_VOCABULARY_EN,
  async () => (await import('../shared-ru/vocabulary')).MY_VOCABULARY_MESSAGES_RU,
);
export const ADMIN_VOCABULARY_MESSAGES = /* @__PURE__ */ defineServerTexts(
  ADMIN_VOCABULARY_EN,
  async () => (await import('../shared-ru/vocabulary')).ADMIN_VOCABULARY_MESSAGES_RU,
);
export const TAG_MESSAGES = /* @__PURE__ */ defineServerTexts(
  TAG_EN,
  async () => (await import('../shared-ru/vocabulary')).TAG_MESSAGES_RU,
);
export const ADMIN_USERS_MESSAGES = /* @__PURE__ */ defineServerTexts(
  ADMIN_USERS_EN,
  async () => (await import('../shared-ru/vocabulary')).ADMIN_USERS_MESSAGES_RU,
);
