import sharp from 'sharp';
import { MEDIA_LIMITS, MEDIA_MESSAGES } from '@slovo/shared';
import { AppError, badRequest } from '../app-error';

/**
 * A picture as it will be served (issue 34): the upload must be a PNG, JPEG, WebP or GIF by its
 * own first bytes and by what sharp reads in it; what is kept is a new WebP, at most 512 px on the
 * long side, turned upright, with no metadata (EXIF, GPS, text chunks) — never the uploaded bytes,
 * so a polyglot (a JPEG that is also HTML, a PNG with a script in a chunk) loses its second life.
 */

export interface CheckedMedia {
  bytes: Uint8Array;
  contentType: string;
}

const SIGNATURES: ReadonlyArray<[format: string, matches: (b: Uint8Array) => boolean]> = [
  ['png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47],
  ['jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['gif', (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38],
  ['webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
];

export const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

/** Pictures larger than this many pixels are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export async function checkPicture(bytes: Uint8Array): Promise<CheckedMedia> {
  if (bytes.length === 0) throw badRequest(MEDIA_MESSAGES.empty);
  if (bytes.length > MEDIA_LIMITS.imageMaxBytes) throw new AppError(413, MEDIA_MESSAGES.imageTooLarge);
  const signed = SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
  if (signed === undefined) throw badRequest(MEDIA_MESSAGES.imageType);
  try {
    // The first frame of an animated GIF or WebP: a card shows a still picture.
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' });
    const { format } = await input.metadata();
    if (format !== signed) throw badRequest(MEDIA_MESSAGES.imageType);
    const side = MEDIA_LIMITS.imageMaxSide;
    const webp = await input
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes: new Uint8Array(webp), contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(MEDIA_MESSAGES.imageUnreadable);
  }
}
