/**
 * Pictures and recorded sounds on words (issue 34): what a file may be, and the messages that
 * name each rule. The server checks the bytes themselves; the web app checks size and kind first
 * only to answer sooner.
 */

export const MEDIA_KINDS = ['image', 'sound'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_LIMITS = {
  imageMaxBytes: 2 * 1024 * 1024,
  soundMaxBytes: 1024 * 1024,
  soundMaxSeconds: 15,
  /** The long side of a served picture, in pixels. */
  imageMaxSide: 512,
  /** Per learner, when MEDIA_QUOTA_MB does not say otherwise. */
  defaultQuotaMb: 50,
} as const;

/** Where a word's media are served: the hash is the name. */
export const MEDIA_URL_PREFIX = '/api/media/';
export const mediaUrl = (hash: string): string => `${MEDIA_URL_PREFIX}${hash}`;
/** A value as a word's media URL: one of ours, or null (anything else is not a picture or sound of ours). */
export const readMediaUrl = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith(MEDIA_URL_PREFIX) ? value : null;

/** What a picker or a drop zone accepts (the server decides by the bytes). */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: 'image/png,image/jpeg,image/webp,image/gif',
  sound: 'audio/mpeg,audio/ogg,audio/mp4,audio/aac,audio/x-m4a,audio/wav,audio/webm',
};

export const MEDIA_MESSAGES = {
  imageTooLarge: 'A picture may be at most 2 MB.',
  imageType: 'A picture must be a PNG, JPEG, WebP or GIF file.',
  imageUnreadable: 'This picture could not be read. Is the file damaged?',
  soundTooLarge: 'A sound may be at most 1 MB.',
  soundType: 'A sound must be an MP3, OGG/Opus, M4A/AAC, WAV or WebM recording.',
  soundTooLong: 'A sound may be at most 15 seconds long.',
  soundUnreadable: 'This sound could not be read. Is the file damaged?',
  empty: 'The file is empty.',
  notAFile: 'Send the picture or sound itself as the request body.',
  quota: (quotaMb: number) =>
    `Your pictures and sounds would take more than your ${quotaMb} MB. Remove some from other words first.`,
  notFound: 'No such picture or sound.',
} as const;
