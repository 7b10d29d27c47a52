import { RUSSIAN_FORM_KEYS, stripStress } from '@slovo/shared';
import type { Gender, ReviewQueueResponse, RussianFormKey } from '@slovo/shared';
import type { RussianSide } from '@/features/word-details';

/** A card of the Review queue: its word, the skill and direction it practises, the interval of each grade. */
export type QueueCard = ReviewQueueResponse['cards'][number];

/** One thing a card shows: a side of its word, or a fact of it. */
export type Shown =
  | { kind: 'english'; text: string }
  /** The Russian side, with its stress marks unless the learner hid them. */
  | { kind: 'russian'; word: RussianSide }
  /** The Russian without any mark: the stress card's question. */
  | { kind: 'unmarked'; text: string }
  /** The Russian with its marks whatever the learner's choice: the stress card's answer. */
  | { kind: 'stressed'; text: string }
  | { kind: 'gender'; gender: Gender | undefined }
  | { kind: 'forms'; forms: { key: RussianFormKey; value: string }[]; partner: string | undefined };

export interface CardFace {
  /** The question; for a listening card what stands in for the sound where no voice can say it. */
  prompt: Shown;
  /** A line under the question: the meaning that leaves one right answer (за́мок or замо́к). */
  hint?: Shown;
  /** A listening card's sound: the text said, in its language. */
  listen?: { text: string; lang: 'en' | 'ru' };
  answer: Shown;
  /** A line under the answer. */
  answerNote?: Shown;
}

const english = (card: QueueCard): Shown => ({ kind: 'english', text: card.english });
const russian = (card: QueueCard): Shown => ({
  kind: 'russian',
  word: card.stressed === undefined ? { russian: card.russian } : { russian: card.russian, stressed: card.stressed },
});

function formsOf(card: QueueCard): Shown {
  const known = card.forms ?? {};
  const forms = RUSSIAN_FORM_KEYS.flatMap((key) => (known[key] === undefined ? [] : [{ key, value: known[key] }]));
  return { kind: 'forms', forms, partner: card.aspect_partner };
}

/**
 * What a card asks and answers (issue 33 §3), by its skill and direction: the meaning either way,
 * the stress mark, the gender, the forms, or the word heard. A card of a kind this screen does not
 * know is asked as the meaning, English → Russian.
 */
export function cardFace(card: QueueCard): CardFace {
  switch (card.skill) {
    case 'meaning':
      return card.direction === 'ru-en'
        ? { prompt: russian(card), answer: english(card) }
        : { prompt: english(card), answer: russian(card) };
    case 'stress':
      return {
        prompt: { kind: 'unmarked', text: stripStress(card.russian) },
        hint: english(card),
        answer: { kind: 'stressed', text: card.stressed ?? card.russian },
      };
    case 'gender':
      return { prompt: russian(card), hint: english(card), answer: { kind: 'gender', gender: card.gender } };
    case 'forms':
      return { prompt: russian(card), hint: english(card), answer: formsOf(card) };
    case 'listening':
      return card.direction === 'en'
        ? { listen: { text: card.english, lang: 'en' }, prompt: russian(card), answer: english(card), answerNote: russian(card) }
        : { listen: { text: card.russian, lang: 'ru' }, prompt: english(card), answer: russian(card), answerNote: english(card) };
  }
}

/** A card's identity in the queue (one word has a card per skill and direction). */
export const cardKey = (card: { id: number; skill: string; direction: string }) => `${card.id}|${card.skill}|${card.direction}`;
