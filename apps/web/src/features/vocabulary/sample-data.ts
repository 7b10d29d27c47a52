/**
 * The built-in sample vocabulary for preview mode (spec §4 "Authentication": unauthorized users
 * receive sample data). Every category has well over the 10 words Memory Match needs, and the
 * words have the same shape as the server's `GET /vocabulary/category/{name}` answer, so games and
 * the picker treat both alike. Ids start far above real database ids and never repeat.
 */
import type { PartOfSpeech } from '@slovo/shared';

export interface SampleWord {
  id: number;
  english: string;
  russian: string;
  /** The category's name, as the server sends it. */
  category: string;
  part_of_speech: PartOfSpeech;
}

export interface SampleCategory {
  /** The category name (what the picker passes to loadCategoryWords). */
  name: string;
  display_name: string;
  words: readonly SampleWord[];
}

function category(
  name: string,
  displayName: string,
  firstId: number,
  partOfSpeech: PartOfSpeech,
  pairs: readonly (readonly [english: string, russian: string])[],
): SampleCategory {
  return {
    name,
    display_name: displayName,
    words: pairs.map(([english, russian], index) => ({
      id: firstId + index,
      english,
      russian,
      category: name,
      part_of_speech: partOfSpeech,
    })),
  };
}

// Nouns in the nominative singular, verbs in the (imperfective) infinitive, all lower case.
const ANIMALS = [
  ['cat', 'кошка'],
  ['dog', 'собака'],
  ['horse', 'лошадь'],
  ['cow', 'корова'],
  ['pig', 'свинья'],
  ['sheep', 'овца'],
  ['goat', 'коза'],
  ['chicken', 'курица'],
  ['duck', 'утка'],
  ['rabbit', 'кролик'],
  ['mouse', 'мышь'],
  ['bear', 'медведь'],
  ['wolf', 'волк'],
  ['fox', 'лиса'],
  ['lion', 'лев'],
  ['tiger', 'тигр'],
  ['elephant', 'слон'],
  ['monkey', 'обезьяна'],
  ['bird', 'птица'],
  ['fish', 'рыба'],
  ['frog', 'лягушка'],
  ['snake', 'змея'],
  ['owl', 'сова'],
  ['squirrel', 'белка'],
] as const;

const FOOD = [
  ['bread', 'хлеб'],
  ['milk', 'молоко'],
  ['cheese', 'сыр'],
  ['butter', 'масло'],
  ['egg', 'яйцо'],
  ['meat', 'мясо'],
  ['apple', 'яблоко'],
  ['pear', 'груша'],
  ['banana', 'банан'],
  ['orange', 'апельсин'],
  ['potato', 'картофель'],
  ['tomato', 'помидор'],
  ['cucumber', 'огурец'],
  ['carrot', 'морковь'],
  ['onion', 'лук'],
  ['soup', 'суп'],
  ['rice', 'рис'],
  ['sugar', 'сахар'],
  ['salt', 'соль'],
  ['tea', 'чай'],
  ['coffee', 'кофе'],
  ['water', 'вода'],
  ['juice', 'сок'],
  ['cake', 'торт'],
] as const;

const EVERYDAY_VERBS = [
  ['read', 'читать'],
  ['write', 'писать'],
  ['speak', 'говорить'],
  ['listen', 'слушать'],
  ['see', 'видеть'],
  ['sleep', 'спать'],
  ['eat', 'есть'],
  ['drink', 'пить'],
  ['walk', 'ходить'],
  ['run', 'бегать'],
  ['swim', 'плавать'],
  ['sing', 'петь'],
  ['dance', 'танцевать'],
  ['work', 'работать'],
  ['play', 'играть'],
  ['cook', 'готовить'],
  ['buy', 'покупать'],
  ['sell', 'продавать'],
  ['open', 'открывать'],
  ['close', 'закрывать'],
  ['help', 'помогать'],
  ['think', 'думать'],
  ['live', 'жить'],
  ['know', 'знать'],
] as const;

export const SAMPLE_CATEGORIES: readonly SampleCategory[] = [
  category('sample-animals', 'Sample: Animals', 9_000_001, 'noun', ANIMALS),
  category('sample-food', 'Sample: Food', 9_000_101, 'noun', FOOD),
  category('sample-everyday-verbs', 'Sample: Everyday Verbs', 9_000_201, 'verb', EVERYDAY_VERBS),
];

export function findSampleCategory(name: string): SampleCategory | undefined {
  return SAMPLE_CATEGORIES.find((c) => c.name === name);
}
