import { MAX_UPLOAD_BYTES } from '@slovo/shared';
import { messagesNow } from '@/i18n';
import { UPLOAD_MESSAGES } from './lib.i18n';

export { UPLOAD_MESSAGES };

export const ALLOWED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'text/csv',
  'application/pdf',
] as const;

export type UploadCheck = { valid: true } | { valid: false; error: string };

/**
 * The secure client's file checks: a real File, at most 10 MB, an allowed type, a plain name. The
 * error is in the interface language unless `t` says otherwise.
 */
export function validateUploadFile(file: unknown, t = messagesNow(UPLOAD_MESSAGES)): UploadCheck {
  if (typeof File === 'undefined' || !(file instanceof File)) return { valid: false, error: t.notAFile };
  if (file.size > MAX_UPLOAD_BYTES) return { valid: false, error: t.tooLarge };
  if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return { valid: false, error: t.badType };
  }
  // A name carrying a path could be used to write outside the upload folder on a careless server.
  if (!file.name || file.name.includes('..') || file.name.includes('/') || file.name.includes('\\')) {
    return { valid: false, error: t.badName };
  }
  return { valid: true };
}
