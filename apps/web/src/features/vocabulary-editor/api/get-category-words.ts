/**
 * The selected category's words, read through the vocabulary feature's
 * `GET /vocabulary/category/{name}` query (the owner sees their private categories there too), so
 * the manager and the game picker share one cache entry and every write's invalidation reaches both.
 */
import { useQuery } from '@tanstack/react-query';
import { categoryWordsQuery, useVocabularyIdentity } from '@/features/vocabulary';
import type { WordAnnotations } from '@slovo/shared/rules/word-annotations';
import { expectShape, isArray, isInteger, isNonEmptyString, isRecord } from '@/lib/response-shape';
import { readWordAnnotations } from '@slovo/shared/rules/read-annotations';
import { readMediaUrl } from '@slovo/shared/limits/media';

/** A word as the editors show and edit it: its sides, part of speech and details (issue 32). */
export interface ManagedWord extends WordAnnotations {
  id: number;
  english: string;
  russian: string;
  part_of_speech?: string;
  /** Its picture and recorded sound (issue 34): URLs, null or absent when it has none. */
  image?: string | null;
  sound?: string | null;
}

/**
 * Spec §3: lists also take the alternate names `word` and `translation`; a word lacking either
 * side (or an id to edit it by) is left out of the display.
 */
function toManagedWord(raw: unknown): ManagedWord | null {
  if (!isRecord(raw) || !isInteger(raw.id)) return null;
  const english = isNonEmptyString(raw.english) ? raw.english : raw.word;
  const russian = isNonEmptyString(raw.russian) ? raw.russian : raw.translation;
  if (!isNonEmptyString(english) || !isNonEmptyString(russian) || !english.trim() || !russian.trim()) return null;
  const word: ManagedWord = { id: raw.id as number, english, russian, ...readWordAnnotations(raw, russian) };
  if (isNonEmptyString(raw.part_of_speech)) word.part_of_speech = raw.part_of_speech;
  const image = readMediaUrl(raw.image);
  const sound = readMediaUrl(raw.sound);
  if (image !== null || sound !== null) Object.assign(word, { image, sound });
  return word;
}

export function toManagedWords(payload: unknown): ManagedWord[] {
  const { words } = expectShape<{ words: unknown[] }>(payload, { words: isArray });
  return words.map(toManagedWord).filter((word): word is ManagedWord => word !== null);
}

/** The words of `categoryName` (its key); idle while no category is selected. */
export function useCategoryWords(categoryName: string | null) {
  const identity = useVocabularyIdentity();
  return useQuery({
    ...categoryWordsQuery(identity ?? 'anonymous', categoryName ?? ''),
    enabled: identity !== null && Boolean(categoryName),
    select: toManagedWords,
  });
}
