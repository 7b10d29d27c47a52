import {
  CATEGORY_WORDS_MESSAGES as CATEGORY_WORDS_EN,
  LEARNING_SESSION_MESSAGES as LEARNING_SESSION_EN,
  PROGRESS_MESSAGES as PROGRESS_EN,
  REVIEW_MESSAGES as REVIEW_EN,
  USERNAME_MESSAGES as USERNAME_EN,
} from '@slovo/shared';
import { defineServerTexts } from '../server-text';

// The other general groups: the picker's word rules, sessions, progress, reviews, usernames. A
// module apart from MESSAGES (messages.i18n.ts), so the bundler puts each definition beside the
// screens that read it instead of in every screen's chunk.
export const USERNAME_MESSAGES = /* @__PURE__ */ defineServerTexts(
  USERNAME_EN,
  async () => (await import('../shared-ru/general')).USERNAME_MESSAGES_RU,
);
export const CATEGORY_WORDS_MESSAGES = /* @__PURE__ */ defineServerTexts(
  CATEGORY_WORDS_EN,
  async () => (await import('../shared-ru/general')).CATEGORY_WORDS_MESSAGES_RU,
);
export const LEARNING_SESSION_MESSAGES = /* @__PURE__ */ defineServerTexts(
  LEARNING_SESSION_EN,
  async () => (await import('../shared-ru/general')).LEARNING_SESSION_MESSAGES_RU,
);
export const PROGRESS_MESSAGES = /* @__PURE__ */ defineServerTexts(
  PROGRESS_EN,
  async () => (await import('../shared-ru/general')).PROGRESS_MESSAGES_RU,
);
export const REVIEW_MESSAGES = /* @__PURE__ */ defineServerTexts(
  REVIEW_EN,
  async () => (await import('../shared-ru/general')).REVIEW_MESSAGES_RU,
);
