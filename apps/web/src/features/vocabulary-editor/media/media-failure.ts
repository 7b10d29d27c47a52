import { currentLocale, localizeServerText, messagesNow } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '../api/failure-reason';
import type { MediaKind } from './media-draft';
import { MEDIA_RULE_TEXT, MEDIA_TEXT } from './media.i18n';

/** "The picture was not saved: {reason}" (or the sound), the server's reason in the interface language. */
export function mediaFailureText(kind: MediaKind, error: unknown): string {
  const t = messagesNow(MEDIA_TEXT);
  const server = error instanceof ApiError ? error.serverMessage : undefined;
  const translated = server ? localizeServerText(server, currentLocale(), MEDIA_RULE_TEXT) : undefined;
  const reason = translated && translated !== server ? translated : errorMessage(error);
  return kind === 'image' ? t.pictureFailed(reason) : t.soundFailed(reason);
}
