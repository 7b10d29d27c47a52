import { z } from 'zod';

/**
 * A word's picture and recorded sound in every answer that returns words (issue 34): the URL to
 * fetch each (/api/media/<sha-256>), or null when the word has none.
 */
export const wordMediaSchema = z.object({
  image: z.string().nullable(),
  sound: z.string().nullable(),
});
export type WordMedia = z.infer<typeof wordMediaSchema>;

/** GET /api/media/{hash}: a SHA-256 in lower-case hex. */
export const mediaParamsSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'No such picture or sound.'),
});
