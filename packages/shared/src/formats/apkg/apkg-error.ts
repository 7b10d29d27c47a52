import { APKG_ERROR_MESSAGES } from './apkg-messages';

export type ApkgErrorCode = keyof typeof APKG_ERROR_MESSAGES;

/**
 * A package refused as a whole: nothing of it is returned. `message` is written for the user (the
 * server can answer it as is, with status 400); `code` is for tests and logs; `cause` keeps the
 * library's own error (fflate, fzstd, sql.js) for the log, never for the user.
 */
export class ApkgError extends Error {
  override readonly name = 'ApkgError';

  constructor(
    readonly code: ApkgErrorCode,
    options?: { cause?: unknown },
  ) {
    super(APKG_ERROR_MESSAGES[code], options);
  }
}
