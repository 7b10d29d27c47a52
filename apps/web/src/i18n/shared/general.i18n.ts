import {
  CATEGORY_WORDS_MESSAGES as CATEGORY_WORDS_EN,
  LEARNING_SESSION_MESSAGES as LEARNING_SESSION_EN,
  MESSAGES as MESSAGES_EN,
  PROGRESS_MESSAGES as PROGRESS_EN,
  REVIEW_MESSAGES as REVIEW_EN,
  USERNAME_MESSAGES as USERNAME_EN,
} from '@slovo/shared';
import { defineServerTexts } from '../server-text';

// The general shared texts — every screen's (sign-in, errors, the picker's word rules, sessions).
export const MESSAGES = /* @__PURE__ */ defineServerTexts(
  MESSAGES_EN,
  async () => (await import('../shared-ru/messages')).MESSAGES_RU,
);
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
