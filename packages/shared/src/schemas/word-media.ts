import { z } from 'zod';
import { MEDIA_KINDS } from '../limits/media';

/**
 * A word's picture and recorded sound in every answer that returns words (issue 34): the URL to
 * fetch each (/api/media/<sha-256>), or null when the word has none.
 */
export const wordMediaSchema = z.object({
  image: z.string().nullable(),
  sound: z.string().nullable(),
});
export type WordMedia = z.infer<typeof wordMediaSchema>;

/** PUT and DELETE …/words/{id}/image|sound. */
export const wordMediaParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive whole number' })
    .int('id must be a positive whole number')
    .positive('id must be a positive whole number'),
  kind: z.enum(MEDIA_KINDS, { error: 'The media kind must be image or sound.' }),
});

/** GET /api/media/{hash}: a SHA-256 in lower-case hex. */
export const mediaParamsSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'No such picture or sound.'),
});
