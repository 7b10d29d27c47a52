import { MEDIA_MESSAGES as MEDIA_EN } from '@slovo/shared';
import { defineServerTexts } from '../server-text';

// What the server says about a word's picture or sound (issue 34).
export const MEDIA_MESSAGES = /* @__PURE__ */ defineServerTexts(
  MEDIA_EN,
  async () => (await import('../shared-ru/media')).MEDIA_MESSAGES_RU,
);
