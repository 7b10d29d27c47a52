import {
  IMPORT_EXPORT_MESSAGES as IMPORT_EXPORT_EN,
  LEARNER_IMPORT_MESSAGES as LEARNER_IMPORT_EN,
  TEXT_IMPORT_MESSAGES as TEXT_IMPORT_EN,
} from '@slovo/shared';
import {
  APKG_ERROR_MESSAGES as APKG_ERROR_EN,
  APKG_NOTICES as APKG_NOTICES_EN,
  APKG_SKIP_REASONS as APKG_SKIP_REASONS_EN,
} from '@slovo/shared/formats/apkg/apkg-messages';
import { defineServerTexts } from '../server-text';

// The shared texts of imports and exports (JSON, text files, Anki).
export const TEXT_IMPORT_MESSAGES = /* @__PURE__ */ defineServerTexts(
  TEXT_IMPORT_EN,
  async () => (await import('../shared-ru/import')).TEXT_IMPORT_MESSAGES_RU,
);
export const LEARNER_IMPORT_MESSAGES = /* @__PURE__ */ defineServerTexts(
  LEARNER_IMPORT_EN,
  async () => (await import('../shared-ru/import')).LEARNER_IMPORT_MESSAGES_RU,
);
export const APKG_ERROR_MESSAGES = /* @__PURE__ */ defineServerTexts(
  APKG_ERROR_EN,
  async () => (await import('../shared-ru/import')).APKG_ERROR_MESSAGES_RU,
);
export const APKG_NOTICES = /* @__PURE__ */ defineServerTexts(
  APKG_NOTICES_EN,
  async () => (await import('../shared-ru/import')).APKG_NOTICES_RU,
);
export const APKG_SKIP_REASONS = /* @__PURE__ */ defineServerTexts(
  APKG_SKIP_REASONS_EN,
  async () => (await import('../shared-ru/import')).APKG_SKIP_REASONS_RU,
);
// Matched last by localizeServerText: its per-field texts ("{field} is required") would catch other groups' texts.
export const IMPORT_EXPORT_MESSAGES = /* @__PURE__ */ defineServerTexts(
  IMPORT_EXPORT_EN,
  async () => (await import('../shared-ru/import')).IMPORT_EXPORT_MESSAGES_RU,
  { matchLast: true },
);
