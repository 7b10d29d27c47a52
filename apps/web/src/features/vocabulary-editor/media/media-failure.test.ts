import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '@slovo/shared/limits/media';
import { ApiError } from '@/lib/api-client';
import { switchLanguage } from '@/test/locale';
import { mediaFileProblem } from './media-draft';
import { mediaFailureText } from './media-failure';

const refused = (message: string, status = 400) => new ApiError(message, { kind: 'http', status, serverMessage: message });

describe('media failures', () => {
  it("names the part that failed with the server's reason", () => {
    expect(mediaFailureText('image', refused(MEDIA_MESSAGES.imageUnreadable))).toBe(
      `The picture was not saved: ${MEDIA_MESSAGES.imageUnreadable}`,
    );
    expect(mediaFailureText('sound', refused(MEDIA_MESSAGES.soundTooLong))).toBe(
      `The sound was not saved: ${MEDIA_MESSAGES.soundTooLong}`,
    );
  });

  it('reads the media rules in Russian, the quota with its number', () => {
    switchLanguage('ru');
    expect(mediaFailureText('sound', refused(MEDIA_MESSAGES.quota(50), 413))).toBe(
      'Звук не сохранён: Ваши картинки и звуки заняли бы больше 50 МБ. Сначала уберите часть из других слов.',
    );
    expect(mediaFileProblem('image', new Blob(['x'], { type: 'text/plain' }))).toBe(
      'Картинка должна быть файлом PNG, JPEG, WebP или GIF.',
    );
  });

  it('checks the kind and size in the browser, and lets a sound without a type through', () => {
    expect(mediaFileProblem('image', new Blob([], { type: 'image/png' }))).toBe(MEDIA_MESSAGES.empty);
    expect(mediaFileProblem('sound', new Blob(['x'], { type: '' }))).toBeNull();
    expect(mediaFileProblem('sound', new Blob(['x'], { type: 'audio/webm;codecs=opus' }))).toBeNull();
    expect(mediaFileProblem('sound', new Blob([new Uint8Array(1024 * 1024 + 1)], { type: 'audio/mpeg' }))).toBe(
      MEDIA_MESSAGES.soundTooLarge,
    );
  });
});
