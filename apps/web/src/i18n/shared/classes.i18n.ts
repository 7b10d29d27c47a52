import { CLASS_MESSAGES as CLASS_EN } from '@slovo/shared';
import { defineServerTexts } from '../server-text';

// What the server says about classes, invites, co-teachers and assignments (issue 35).
export const CLASS_MESSAGES = /* @__PURE__ */ defineServerTexts(
  CLASS_EN,
  async () => (await import('../shared-ru/classes')).CLASS_MESSAGES_RU,
);
