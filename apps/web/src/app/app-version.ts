import { APP_VERSION, APP_VERSION_STORAGE_KEY } from '@slovo/shared';
import { readString, writeString } from '@/lib/storage';

/**
 * Spec §4: compare the stored app version with this build's. After an upgrade the browser may
 * still hold old cached files, so a mismatch logs a hard-refresh hint. A first visit (nothing
 * stored) is not an upgrade and only records the version. Returns whether a mismatch was found.
 */
export function checkAppVersion(log: (message: string) => void = console.info): boolean {
  const stored = readString(APP_VERSION_STORAGE_KEY);
  const mismatch = stored !== null && stored !== APP_VERSION;
  if (mismatch) {
    log(
      `Slovo was updated from ${stored} to ${APP_VERSION}. If anything looks out of date, do a hard refresh (Ctrl+Shift+R, or Cmd+Shift+R on a Mac).`,
    );
  }
  if (stored !== APP_VERSION) writeString(APP_VERSION_STORAGE_KEY, APP_VERSION);
  return mismatch;
}
