import { MESSAGES as MESSAGES_EN } from '@slovo/shared';
import { defineServerTexts } from '../server-text';

// The general shared texts every screen reads (sign-in, errors, the data loader's toasts): fetched
// in Russian before the first render (main.tsx).
export const MESSAGES = /* @__PURE__ */ defineServerTexts(
  MESSAGES_EN,
  async () => (await import('../shared-ru/messages')).MESSAGES_RU,
);
