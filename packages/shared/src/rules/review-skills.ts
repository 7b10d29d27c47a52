/**
 * What a spaced-repetition card practises (issue 33 §1). A word has several skills, and each
 * (word, skill, direction) is its own card, as Anki's reverse cards are:
 * - `meaning` `en-ru`: see the English word, give the Russian one (what every game asked before
 *   directions were recorded); `ru-en` the other way;
 * - `stress`, `gender`, `forms`: asked of the Russian word, direction `ru`;
 * - `listening`: hear the word and type it, in its language (`ru` or `en`).
 */
export const REVIEW_SKILLS = ['meaning', 'stress', 'gender', 'forms', 'listening'] as const;
export type ReviewSkill = (typeof REVIEW_SKILLS)[number];

export const REVIEW_DIRECTIONS = ['en-ru', 'ru-en', 'ru', 'en'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

/** Each skill's directions, its default first (what an answer without a direction is). */
export const SKILL_DIRECTIONS: Readonly<Record<ReviewSkill, readonly [ReviewDirection, ...ReviewDirection[]]>> = {
  meaning: ['en-ru', 'ru-en'],
  stress: ['ru'],
  gender: ['ru'],
  forms: ['ru'],
  listening: ['ru', 'en'],
};

export const isDirectionOfSkill = (skill: ReviewSkill, direction: ReviewDirection): boolean =>
  SKILL_DIRECTIONS[skill].includes(direction);

/** A card's kind: a skill and one of its directions. */
export interface CardKind {
  skill: ReviewSkill;
  direction: ReviewDirection;
}

/** The kind of an answer or filter that may leave either out: meaning, and the skill's default direction. */
export function cardKindOf(kind: { skill?: ReviewSkill | undefined; direction?: ReviewDirection | undefined }): CardKind {
  const skill = kind.skill ?? 'meaning';
  return { skill, direction: kind.direction ?? SKILL_DIRECTIONS[skill][0] };
}

/** Every kind there is, in a stable order (the stats list them so). */
export const CARD_KINDS: readonly CardKind[] = REVIEW_SKILLS.flatMap((skill) =>
  SKILL_DIRECTIONS[skill].map((direction) => ({ skill, direction })),
);

/** Items of several kinds in CARD_KINDS order (meaning en-ru first), as lists of kinds are answered. */
export function inKindOrder<T extends CardKind>(items: readonly T[]): T[] {
  const rank = (item: CardKind) => CARD_KINDS.findIndex((kind) => kind.skill === item.skill && kind.direction === item.direction);
  return [...items].sort((a, b) => rank(a) - rank(b));
}
