/**
 * The sample categories as the picker lists them (name, display name, word count), without their
 * words: the list shows at once in preview mode, and the words (sample-data.ts) are fetched with
 * the first category played, so Home does not carry them. A test keeps the two in step.
 */
export const SAMPLE_CATEGORY_INDEX = [
  { name: 'sample-animals', displayName: 'Sample: Animals', wordCount: 24 },
  { name: 'sample-food', displayName: 'Sample: Food', wordCount: 24 },
  { name: 'sample-everyday-verbs', displayName: 'Sample: Everyday Verbs', wordCount: 24 },
] as const;
