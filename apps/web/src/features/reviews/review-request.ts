import type { RecordReviewsRequest, ReviewAnswer } from '@slovo/shared';

/**
 * Which way a game asked a word (issue 33): 'en-ru' when the player saw the English and gave or
 * recalled the Russian, 'ru-en' the other way. A round with none (Memory Match pairs both sides)
 * is the server's default, meaning en-ru.
 */
export type ReviewDirection = 'en-ru' | 'ru-en';

/** One answer as sent: with the skill it practised and its direction when the game asked one way. */
export interface DirectedReviewAnswer extends ReviewAnswer {
  /** The games practise a word's meaning; the only skill the web app sends. */
  skill?: 'meaning';
  direction?: ReviewDirection;
}

/** POST /reviews as the web app sends it: the shared request, its answers directed. */
export type ReviewRequest = Omit<RecordReviewsRequest, 'answers'> & { answers: DirectedReviewAnswer[] };
