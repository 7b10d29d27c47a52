import { arrayOf, isArray, isCount, isString, objectOf, oneOf } from '@/lib/response-shape';

/**
 * The answer of the word writes that take many pairs at once: My Vocabulary's batch route
 * (`POST /vocabulary/user/words/batch`) and the Import words route answer the same.
 */
export const BATCH_RESULT = {
  message: isString,
  added: isCount,
  words: isArray,
  skipped: arrayOf(objectOf({ index: isCount, english: isString, russian: isString, reason: oneOf(['duplicate', 'invalid']) })),
};
