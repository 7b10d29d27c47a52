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
