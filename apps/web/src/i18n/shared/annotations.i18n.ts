import { ANNOTATION_MESSAGES as ANNOTATION_EN } from '@slovo/shared/limits/word-annotations';
import { defineServerTexts } from '../server-text';

// The shared texts of a word's details (issue 32): what the word routes answer about a bad stress, gender, form…
export const ANNOTATION_MESSAGES = /* @__PURE__ */ defineServerTexts(
  ANNOTATION_EN,
  async () => (await import('../shared-ru/annotations')).ANNOTATION_MESSAGES_RU,
);
