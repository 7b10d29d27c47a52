import type { ReviewDirection } from '@slovo/shared';

/**
 * Which way a game asked a word (issue 33): 'en-ru' when the player saw the English and gave or
 * recalled the Russian, 'ru-en' the other way — the directions of the meaning skill the games
 * practise. A round with none (Memory Match pairs both sides) is the server's default, en-ru.
 */
export type GameDirection = Extract<ReviewDirection, 'en-ru' | 'ru-en'>;
