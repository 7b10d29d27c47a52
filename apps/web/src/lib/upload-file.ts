import { MAX_UPLOAD_BYTES } from '@slovo/shared';

export const ALLOWED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'text/csv',
  'application/pdf',
] as const;

export const UPLOAD_MESSAGES = {
  notAFile: 'Invalid file',
  tooLarge: 'File size exceeds 10MB limit',
  badType: 'File type not allowed',
  badName: 'Invalid file name',
} as const;

export type UploadCheck = { valid: true } | { valid: false; error: string };

/** The secure client's file checks: a real File, at most 10 MB, an allowed type, a plain name. */
export function validateUploadFile(file: unknown): UploadCheck {
  if (typeof File === 'undefined' || !(file instanceof File)) return { valid: false, error: UPLOAD_MESSAGES.notAFile };
  if (file.size > MAX_UPLOAD_BYTES) return { valid: false, error: UPLOAD_MESSAGES.tooLarge };
  if (!(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return { valid: false, error: UPLOAD_MESSAGES.badType };
  }
  // A name carrying a path could be used to write outside the upload folder on a careless server.
  if (!file.name || file.name.includes('..') || file.name.includes('/') || file.name.includes('\\')) {
    return { valid: false, error: UPLOAD_MESSAGES.badName };
  }
  return { valid: true };
}
