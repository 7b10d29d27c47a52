/**
 * The checks for the classes' answers (packages/shared/src/schemas/classes.ts has the whole
 * schemas; the web app does not bundle zod): what the screens show and decide with.
 */
import { GAME_IDS, REVIEW_DIRECTIONS, REVIEW_SKILLS } from '@slovo/shared';
import { arrayOf, isBoolean, isCount, isInteger, isRecord, isString, nullable, objectOf, oneOf } from '@/lib/response-shape';

const PERSON = { id: isInteger, username: isString };
const TEACHER = objectOf({ ...PERSON, creator: isBoolean });
const ROLE = oneOf(['teacher', 'member', 'admin']);

const TARGET = (value: unknown) =>
  isRecord(value) &&
  (value.kind === 'learned' || (value.kind === 'score' && oneOf(GAME_IDS)(value.game) && isCount(value.percent)));

export const PROGRESS = objectOf({
  learned: isCount,
  words: isCount,
  due: isCount,
  mistakes: isCount,
  lastPlayed: nullable(isString),
  bestScores: isRecord,
  done: isBoolean,
});

export const ASSIGNMENT_FIELDS = {
  id: isInteger,
  category: objectOf({ id: isInteger, name: isString, displayName: isString }),
  dueDate: nullable(isString),
  kinds: arrayOf(objectOf({ skill: oneOf(REVIEW_SKILLS), direction: oneOf(REVIEW_DIRECTIONS) })),
  target: TARGET,
  wordIds: nullable(arrayOf(isInteger)),
  words: isCount,
};

export const CLASS_SUMMARY = objectOf({
  id: isInteger,
  name: isString,
  role: ROLE,
  teachers: arrayOf(TEACHER),
  members: nullable(isCount),
  assignments: isCount,
});
export const CLASS_LIST_SHAPE = { classes: arrayOf(CLASS_SUMMARY) };

export const INVITE_SHAPE = { code: isString, enabled: isBoolean };

export const CLASS_DETAIL_SHAPE = {
  id: isInteger,
  name: isString,
  role: ROLE,
  creator: isBoolean,
  teachers: arrayOf(TEACHER),
  members: nullable(arrayOf(objectOf({ ...PERSON, joinedAt: isString }))),
  invite: nullable(objectOf(INVITE_SHAPE)),
  assignments: arrayOf(objectOf({ ...ASSIGNMENT_FIELDS, progress: nullable(PROGRESS) })),
};

export const PROGRESS_SHAPE = {
  members: arrayOf(objectOf(PERSON)),
  assignments: arrayOf(objectOf(ASSIGNMENT_FIELDS)),
  cells: arrayOf(arrayOf(PROGRESS)),
  hardestWords: arrayOf(
    objectOf({
      wordId: isInteger,
      english: isString,
      russian: isString,
      categoryId: isInteger,
      members: isCount,
      misses: isCount,
    }),
  ),
};
