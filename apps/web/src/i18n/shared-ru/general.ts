import {
  ALL_WORDS,
  GAME_IDS,
  MAX_ANSWERS_PER_GAME,
  MAX_DESIRED_RETENTION,
  MAX_REVIEW_AGE_DAYS,
  MAX_REVIEW_WORDS,
  MAX_SELECTED_WORD_IDS,
  MAX_UTC_OFFSET_MINUTES,
  PLAY_IDS,
  MIN_DESIRED_RETENTION,
  REVIEW_DIRECTIONS,
  REVIEW_GRADES,
  REVIEW_SKILLS,
  SCORE_MAX,
  SKILL_DIRECTIONS,
  SCORE_MIN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  WORD_COUNT_VALUES,
  type CATEGORY_WORDS_MESSAGES,
  type LEARNING_SESSION_MESSAGES,
  type PROGRESS_MESSAGES,
  type REVIEW_MESSAGES,
  type USERNAME_MESSAGES,
} from '@slovo/shared';
import type { Translation } from '../define-messages';
import { ruCharacters, ruCount, ruNumber } from './plural';

export const USERNAME_MESSAGES_RU: Translation<typeof USERNAME_MESSAGES> = {
  required: 'Введите имя пользователя',
  length: `Имя пользователя должно содержать от ${USERNAME_MIN_LENGTH} до ${ruCharacters(USERNAME_MAX_LENGTH)}`,
  characters: 'Имя пользователя может содержать только буквы, цифры, подчёркивания, точки и дефисы',
  mixedAlphabets: 'В имени пользователя нельзя смешивать латинские и кириллические буквы',
};

export const CATEGORY_WORDS_MESSAGES_RU: Translation<typeof CATEGORY_WORDS_MESSAGES> = {
  invalidResponse: 'Некорректный ответ сервиса словаря',
  noWords: 'В этой категории нет слов',
  invalidFormat: 'У всех слов этой категории неверный формат',
  tooFewWords: (minWords: number | string) =>
    `Чтобы играть, в этой категории должно быть не меньше ${ruCount(minWords, 'слова', 'слов', 'слов')}`,
  memoryMinWords: 'Чтобы начать игру, нужно не меньше 10 слов',
};

const WORD_COUNTS = WORD_COUNT_VALUES.filter((value) => value !== ALL_WORDS).join(', ');

export const LEARNING_SESSION_MESSAGES_RU: Translation<typeof LEARNING_SESSION_MESSAGES> = {
  noActiveSession: 'Нет активной учебной сессии',
  noWords: 'В этой категории нет слов',
  categoryNotFound: 'Категория не найдена',
  categoryRequired: 'Укажите категорию',
  categoryTooLong: 'Слишком длинное название категории',
  wordCountInvalid: `wordCount должен быть одним из значений ${WORD_COUNTS} или -1 (все слова)`,
  selectedWordIdsInvalid: 'selectedWordIds должен быть массивом id слов',
  selectedWordIdsTooMany: `selectedWordIds может содержать не больше ${ruNumber(MAX_SELECTED_WORD_IDS)} id слов`,
};

const UNKNOWN_GAME = `Неизвестная игра: используйте одну из ${GAME_IDS.join(', ')}`;

export const PROGRESS_MESSAGES_RU: Translation<typeof PROGRESS_MESSAGES> = {
  unknownGame: UNKNOWN_GAME,
  completedRequired: 'completed должен быть true или false',
  scoreInvalid: `score должен быть целым числом от ${SCORE_MIN} до ${SCORE_MAX}`,
  bestScoreInvalid: `bestScore должен быть целым числом от ${SCORE_MIN} до ${SCORE_MAX}`,
  progressRequired: 'progress должен быть объектом с ключами от game1 до game5',
};

export const REVIEW_MESSAGES_RU: Translation<typeof REVIEW_MESSAGES> = {
  playIdInvalid: 'playId должен быть UUID',
  unknownGame: `Неизвестная игра: используйте одну из ${PLAY_IDS.join(', ')}`,
  playedAtInvalid: 'playedAt должен быть датой и временем в формате ISO 8601',
  playedAtOutOfRange: `playedAt должен быть не старше ${ruCount(MAX_REVIEW_AGE_DAYS, 'дня', 'дней', 'дней')} и не в будущем`,
  utcOffsetInvalid: `utcOffsetMinutes должен быть целым числом от -${MAX_UTC_OFFSET_MINUTES} до ${MAX_UTC_OFFSET_MINUTES}`,
  answersRequired: `answers должен быть списком от 1 до ${ruCount(MAX_ANSWERS_PER_GAME, 'ответа', 'ответов', 'ответов')}`,
  wordIdInvalid: 'wordId должен быть целым положительным числом',
  outcomeInvalid: 'outcome должен быть одним из значений right, right-with-help, wrong, skipped',
  outcomeNotInGame: (gameId: string, outcome: string) => `В игре ${gameId} нет исхода ${outcome}`,
  duplicateWord: 'На каждую карточку (слово, навык и направление) можно ответить только один раз за игру',
  skillInvalid: `skill должен быть одним из значений ${REVIEW_SKILLS.join(', ')}`,
  directionInvalid: `direction должен быть одним из значений ${REVIEW_DIRECTIONS.join(', ')}`,
  directionNotOfSkill: (skill: keyof typeof SKILL_DIRECTIONS, direction: string) =>
    `У навыка ${skill} нет направления ${direction}: используйте ${SKILL_DIRECTIONS[skill].join(' или ')}`,
  directionWithoutSkill: 'direction указывается вместе с skill',
  gradeInvalid: `grade должен быть одним из значений ${REVIEW_GRADES.join(', ')}`,
  gradeRequired: 'Ответы повторения несут оценку (again, hard, good, easy), а не outcome',
  outcomeRequired: 'Каждому ответу нужен outcome (оценка — только для повторения)',
  skillNotOfPlay: (playId: string, skill: string) => `${playId} не записывает навык ${skill}`,
  countInvalid: `count должен быть целым числом от 1 до ${MAX_REVIEW_WORDS}`,
  retentionInvalid: `desiredRetention должен быть числом от ${ruNumber(MIN_DESIRED_RETENTION)} до ${ruNumber(MAX_DESIRED_RETENTION)}`,
};
