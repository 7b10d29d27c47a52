/**
 * The benchmark's generated vocabulary: 10,000 categories of 50 words (500,000 words), owned by a
 * few hundred users, tagged, and a mix of system, shared and private — the visibility rules and the
 * filters then have real work to do. Everything is derived from a seeded generator, so every run
 * (and both databases) get exactly the same rows, and words are produced one category at a time
 * instead of being held in memory.
 */
import type { PartOfSpeech } from '@slovo/shared';
import { PARTS_OF_SPEECH } from '@slovo/shared';
import type { Privacy } from '../apps/server/src/db/schema';

export const CATEGORY_COUNT = 10_000;
export const WORDS_PER_CATEGORY = 50;
export const USER_COUNT = 400;
/** Accounts that own nothing, for the admins' user list (issue 12: fast at 100,000 accounts). */
export const DIRECTORY_ACCOUNT_COUNT = 100_000;

/** mulberry32: tiny, fast, good enough to make plausible strings, and reproducible from a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// Syllables that give pronounceable words: "lantovel", "стрекамо". Many share prefixes, as real words do.
const ENGLISH_SYLLABLES = [
  'ba',
  'be',
  'bo',
  'ca',
  'co',
  'da',
  'de',
  'di',
  'fa',
  'fo',
  'ga',
  'go',
  'ha',
  'he',
  'ka',
  'la',
  'le',
  'li',
  'lo',
  'ma',
  'me',
  'mi',
  'mo',
  'na',
  'ne',
  'no',
  'pa',
  'pe',
  'po',
  'ra',
  're',
  'ri',
  'ro',
  'sa',
  'se',
  'si',
  'so',
  'ta',
  'te',
  'ti',
  'to',
  'va',
  've',
  'wa',
  'we',
  'ar',
  'en',
  'in',
  'on',
  'or',
  'str',
  'ck',
  'th',
  'ng',
];
const RUSSIAN_SYLLABLES = [
  'ба',
  'бе',
  'бо',
  'ва',
  'ве',
  'во',
  'га',
  'го',
  'да',
  'де',
  'до',
  'жа',
  'за',
  'зе',
  'ка',
  'ко',
  'ку',
  'ла',
  'ле',
  'ли',
  'ло',
  'ма',
  'ме',
  'ми',
  'мо',
  'на',
  'не',
  'ни',
  'но',
  'па',
  'пе',
  'по',
  'ра',
  'ре',
  'ри',
  'ро',
  'са',
  'се',
  'со',
  'та',
  'те',
  'ти',
  'то',
  'ча',
  'ша',
  'ща',
  'ёж',
  'ый',
  'ок',
  'ст',
  'тр',
  'ск',
  'ль',
];

function makeWord(random: () => number, syllables: readonly string[]): string {
  const count = 2 + Math.floor(random() * 3); // 2–4 syllables: 4 to about 10 letters
  let word = '';
  for (let index = 0; index < count; index += 1) word += pick(random, syllables);
  return word;
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export interface BenchUser {
  id: number;
  username: string;
  role: 'user' | 'admin';
}

/** The first few owners are admins, so the admin editor's creator filter (admin / user) splits real owners. */
const ADMIN_OWNERS = 4;

export interface BenchTag {
  id: number;
  name: string;
  display_name: string;
  color: string;
  icon: string;
  is_system: 0 | 1;
  created_by: number | null;
}

export interface BenchCategory {
  id: number;
  name: string;
  display_name: string;
  description: string;
  user_id: number | null;
  privacy: Privacy;
  is_approved_list: 0 | 1;
  created_at: string;
  tagIds: number[];
}

export interface BenchWord {
  category_id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  /** What the word knows (issue 32), as words.stressed and words.annotations store it. */
  stressed: string;
  annotations: string | null;
}

const RUSSIAN_VOWEL = /[аеиоуыэюя]/g;

/** The Russian word with a stress mark on its middle vowel: every bench word carries one. */
function benchStressed(russian: string): string {
  const vowels = [...russian.matchAll(RUSSIAN_VOWEL)].map((match) => match.index);
  const at = vowels[Math.floor(vowels.length / 2)];
  return at === undefined ? russian : `${russian.slice(0, at + 1)}\u0301${russian.slice(at + 1)}`;
}

/**
 * The facts a fully described word carries (issue 32), so the words route is measured with what
 * real annotated words add to its answer: nouns their gender and three forms, verbs their aspect,
 * partner and five forms, every word an English IPA, each fact with its source.
 */
function benchAnnotations(
  word: { english: string; russian: string; part_of_speech: PartOfSpeech },
  stressed: string,
): string | null {
  const source = 'dictionary:slovo-seed@1';
  const ipa = `/ˈ${word.english}/`;
  if (word.part_of_speech === 'noun') {
    return JSON.stringify({
      gender: 'f',
      animate: false,
      forms: { gen_sg: `${stressed}ы`, nom_pl: `${stressed}ы`, gen_pl: stressed },
      ipa,
      sources: { stressed: source, gender: source, animate: source, forms: source, ipa: 'dictionary:cmudict@0.7b' },
    });
  }
  if (word.part_of_speech === 'verb') {
    return JSON.stringify({
      aspect: 'impf',
      aspect_partner: `с${stressed}`,
      forms: {
        sg1: `${stressed}ю`,
        sg2: `${stressed}ешь`,
        pl3: `${stressed}ют`,
        past_m: `${stressed}л`,
        past_f: `${stressed}ла`,
      },
      ipa,
      sources: { stressed: source, aspect: source, aspect_partner: source, forms: source, ipa: 'dictionary:cmudict@0.7b' },
    });
  }
  return JSON.stringify({ ipa, sources: { stressed: source, ipa: 'dictionary:cmudict@0.7b' } });
}

/** Ids are given explicitly (1..n) so the rows and their links can be written in bulk, in any order. */
export function benchUsers(): BenchUser[] {
  return Array.from({ length: USER_COUNT }, (_, index) => ({
    id: index + 1,
    username: `bench_user_${String(index + 1).padStart(4, '0')}`,
    role: index < ADMIN_OWNERS ? 'admin' : 'user',
  }));
}

const TAG_SPECS: ReadonlyArray<[name: string, color: string, icon: string, system: boolean]> = [
  ['beginner', '#22c55e', '🌱', true],
  ['intermediate', '#f59e0b', '🌿', true],
  ['advanced', '#ef4444', '🌳', true],
  ['everyday', '#3b82f6', '☀️', true],
  ['nature', '#16a34a', '🌍', true],
  ['people', '#ec4899', '👥', true],
  ['grammar', '#8b5cf6', '📝', true],
  ['travel', '#06b6d4', '✈️', true],
  ['food', '#f97316', '🍎', true],
  ['home', '#a16207', '🏠', true],
  ['work', '#64748b', '💼', true],
  ['exam-prep', '#0ea5e9', '🎓', false],
  ['slang', '#84cc16', '🗯️', false],
  ['business', '#6366f1', '💻', false],
];
export const LEVEL_TAG_COUNT = 3;

export function benchTags(): BenchTag[] {
  return TAG_SPECS.map(([name, color, icon, system], index) => ({
    id: index + 1,
    name,
    display_name: capitalise(name.replace('-', ' ')),
    color,
    icon,
    is_system: system ? 1 : 0,
    created_by: system ? null : 1,
  }));
}

const BASE_TIME = Date.UTC(2024, 0, 1);

/**
 * Category i: 20 % system (approved), 50 % shared by a user, 30 % private. Every category has one
 * level tag and up to two topic tags. Names are unique thanks to the numeric suffix.
 */
export function benchCategory(index: number): BenchCategory {
  const random = seededRandom(1_000_003 + index);
  const first = makeWord(random, ENGLISH_SYLLABLES);
  const second = makeWord(random, ENGLISH_SYLLABLES);
  const kind = index % 10;
  const isSystem = kind < 2;
  const privacy: Privacy = kind < 7 ? 'shared' : 'private';
  const tagIds = [1 + (index % LEVEL_TAG_COUNT)];
  const topicCount = Math.floor(random() * 3);
  for (let extra = 0; extra < topicCount; extra += 1) {
    const tagId = LEVEL_TAG_COUNT + 1 + Math.floor(random() * (TAG_SPECS.length - LEVEL_TAG_COUNT));
    if (!tagIds.includes(tagId)) tagIds.push(tagId);
  }
  return {
    id: index + 1,
    name: `${first}-${second}-${index + 1}`,
    display_name: `${capitalise(first)} ${capitalise(second)} ${index + 1}`,
    description: `Generated benchmark category ${index + 1}`,
    user_id: isSystem ? null : 1 + (index % USER_COUNT),
    privacy,
    is_approved_list: isSystem || index % 13 === 0 ? 1 : 0,
    created_at: new Date(BASE_TIME + index * 60_000).toISOString(),
    tagIds,
  };
}

/** The words of a category, 50 unless told (ids are left to the database, in this order). */
export function benchWords(category: BenchCategory, count: number = WORDS_PER_CATEGORY): BenchWord[] {
  const random = seededRandom(7_000_001 + category.id);
  return Array.from({ length: count }, () => {
    const word = {
      category_id: category.id,
      english: makeWord(random, ENGLISH_SYLLABLES),
      russian: makeWord(random, RUSSIAN_SYLLABLES),
      part_of_speech: pick(random, PARTS_OF_SPEECH),
    };
    const stressed = benchStressed(word.russian);
    return { ...word, stressed, annotations: benchAnnotations(word, stressed) };
  });
}

export function* benchCategories(): Generator<BenchCategory> {
  for (let index = 0; index < CATEGORY_COUNT; index += 1) yield benchCategory(index);
}

/** Categories an anonymous caller may see (system and shared): the only ones the load may ask for. */
export const isPublicCategory = (category: BenchCategory): boolean => category.user_id === null || category.privacy === 'shared';

// ---- The personal vocabulary scenarios ------------------------------------------------------

/** A bench user the load signs in as (a real argon2id hash is stored for the password). */
export interface BenchAccount {
  id: number;
  username: string;
  password: string;
}

/** The learner whose lists are measured: 200 categories of 100 words (20,000), 10 of them shared. */
export const BENCH_LEARNER: BenchAccount = { id: USER_COUNT + 1, username: 'bench_learner', password: 'bench learner password' };
/** Whose fresh, empty categories the batch scenario fills (kept apart, so the learner's lists stay as loaded). */
export const BENCH_WRITER: BenchAccount = { id: USER_COUNT + 2, username: 'bench_writer', password: 'bench writer password' };
/** The admin editor's scenarios (every category visible, creator filter, import and export) sign in as this admin. */
export const BENCH_ADMIN: BenchAccount = { id: USER_COUNT + 3, username: 'bench_admin', password: 'bench admin password' };
export const LEARNER_CATEGORY_COUNT = 200;
export const LEARNER_WORDS_PER_CATEGORY = 100;
const LEARNER_SHARED = 10;

/** Learner category i: ids after the main dataset's, one level tag, up to two topic tags. */
export function learnerCategory(index: number): BenchCategory {
  const random = seededRandom(3_000_017 + index);
  const topic = makeWord(random, ENGLISH_SYLLABLES);
  const tagIds = [1 + (index % LEVEL_TAG_COUNT)];
  for (let extra = Math.floor(random() * 3); extra > 0; extra -= 1) {
    const tagId = LEVEL_TAG_COUNT + 1 + Math.floor(random() * (TAG_SPECS.length - LEVEL_TAG_COUNT));
    if (!tagIds.includes(tagId)) tagIds.push(tagId);
  }
  return {
    id: CATEGORY_COUNT + index + 1,
    name: `learner-${topic}-${index + 1}`,
    display_name: `${capitalise(topic)} ${index + 1}`,
    description: `The bench learner's category ${index + 1}`,
    user_id: BENCH_LEARNER.id,
    privacy: index < LEARNER_SHARED ? 'shared' : 'private',
    is_approved_list: 0,
    created_at: new Date(BASE_TIME + (CATEGORY_COUNT + index) * 60_000).toISOString(),
    tagIds,
  };
}

export function* learnerCategories(): Generator<BenchCategory> {
  for (let index = 0; index < LEARNER_CATEGORY_COUNT; index += 1) yield learnerCategory(index);
}

/** Fresh pairs for one batch request: syllable words with the request's number, so no two batches repeat a pair. */
export function batchPairs(request: number, count: number): Array<{ english: string; russian: string }> {
  const random = seededRandom(11_000_003 + request);
  return Array.from({ length: count }, (_, index) => ({
    english: `${makeWord(random, ENGLISH_SYLLABLES)} ${request}-${index}`,
    russian: `${makeWord(random, RUSSIAN_SYLLABLES)} ${request}-${index}`,
  }));
}

/** An account of the admins' user list: a plausible name and email, joined at its own minute. */
export interface DirectoryAccount {
  id: number;
  username: string;
  email: string;
  created_at: string;
}

const FIRST_NAMES = [
  'anna',
  'boris',
  'clara',
  'dmitri',
  'elena',
  'fedor',
  'galina',
  'igor',
  'julia',
  'kirill',
  'lena',
  'maxim',
  'nina',
  'oleg',
  'pavel',
  'rita',
  'sergei',
  'tanya',
  'victor',
  'yana',
  'james',
  'emma',
  'oliver',
  'sophie',
  'liam',
  'mia',
  'noah',
  'ava',
  'lucas',
  'chloe',
];
const LAST_NAMES = [
  'ivanova',
  'petrov',
  'smirnova',
  'kuznetsov',
  'popova',
  'sokolov',
  'lebedeva',
  'kozlov',
  'novikova',
  'morozov',
  'smith',
  'jones',
  'taylor',
  'brown',
  'wilson',
  'evans',
  'thomas',
  'roberts',
  'walker',
  'wright',
  'green',
  'hall',
  'wood',
  'clarke',
  'lewis',
];
const EMAIL_DOMAINS = ['gmail.com', 'yandex.ru', 'mail.ru', 'outlook.com', 'proton.me', 'school42.edu', 'example.org'];
const SEPARATORS = ['.', '_', '', '-'];

/** Ids after the bench's sign-in accounts (BENCH_ADMIN is USER_COUNT + 3). */
export function* directoryAccounts(): Generator<DirectoryAccount> {
  const random = seededRandom(100_003);
  const start = Date.UTC(2023, 0, 1);
  for (let index = 0; index < DIRECTORY_ACCOUNT_COUNT; index += 1) {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    // The index keeps names unique; people add digits to a taken name anyway.
    const username = `${first}${pick(random, SEPARATORS)}${last}${index}`;
    const local = random() < 0.5 ? `${first}.${last}${index}` : `${last}${first.slice(0, 1)}${index}`;
    yield {
      id: USER_COUNT + 4 + index,
      username,
      email: `${local}@${pick(random, EMAIL_DOMAINS)}`,
      created_at: new Date(start + index * 7 * 60_000).toISOString(),
    };
  }
}
