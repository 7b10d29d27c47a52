import type { PartOfSpeech } from '../constants';
import { DEFAULT_PART_OF_SPEECH, PARTS_OF_SPEECH, WORD_MAX_LENGTH } from '../constants';
import { IMPORT_DESCRIPTION_MAX_LENGTH, IMPORT_EXPORT_MESSAGES } from '../limits/import-export';
import { CATEGORY_DISPLAY_NAME_MAX_LENGTH, CATEGORY_NAME_MAX_LENGTH } from '../limits/my-vocabulary';
import { normalizeCategoryName } from '../rules/category-rules';
import {
  normalizeTagColor,
  normalizeTagDescription,
  normalizeTagDisplayName,
  normalizeTagIcon,
  tagColorError,
  tagDescriptionError,
  tagDisplayNameError,
  tagIconError,
  tagNameError,
} from '../rules/tag-rules';
import { readAnnotationSources, readAnnotationValues } from '../rules/annotation-values';
import { ANNOTATION_FIELDS } from '../rules/word-annotations';
import type { WordAnnotations } from '../rules/word-annotations';
import { checkWord, cleanWord, readStressedWord, wordPairKey } from '../rules/word-rules';

/**
 * The JSON vocabulary format of POST /vocabulary-admin/import and GET /vocabulary-admin/export:
 *
 *   { "tags": [{ name, display_name?, description?, color?, icon? }],          (optional)
 *     "categories": [{ name, display_name?, description?, tags?: [tag names],
 *                      is_approved_list?, words?: [{ english, russian, part_of_speech?,
 *                                                    stressed?, gender?, animate?, aspect?,
 *                                                    aspect_partner?, forms?, ipa?, english_forms?,
 *                                                    sources? }] }] }
 *
 * Words may name their sides en/word and ru/translation instead. A word's facts (issue 32) go by
 * their API names and follow the API's rules (rules/annotation-values.ts); stress marks in the
 * russian side ("молоко́") are its stressed form. `sources` says where each fact came from
 * (import, editor, suggested, dictionary:<name>@<version>), as the export writes it; the import
 * credits a fact without one to 'import'. Pure and zod-free: the server
 * parses with it, the web's Import dialog can preview with it, and the export writes with it.
 *
 * Parsing is lenient per entry: an invalid category, word or tag is left out and reported once
 * with where it was ("categories[3].words[12]: english is empty"); everything valid is kept.
 * Only a file without a categories array is refused as a whole.
 */

export interface VocabularyFileWord extends WordAnnotations {
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
  /**
   * Its picture and sound by the SHA-256 of the stored file (issue 34), written "sha256:<hex>":
   * the file itself stays on the server, and an import restores a reference whose file it holds.
   */
  image?: string;
  sound?: string;
}

export interface VocabularyFileCategory {
  /** The category's key (unique across the database; an import matches existing categories by it). */
  name: string;
  display_name: string;
  description: string | null;
  /** Tag names, each once. */
  tags: string[];
  is_approved_list: boolean;
  /** Cleaned, valid, each pair once (ignoring case). */
  words: VocabularyFileWord[];
}

export interface VocabularyFileTag {
  name: string;
  display_name: string;
  description: string | null;
  color: string | null;
  icon: string | null;
}

export interface VocabularyFile {
  tags: VocabularyFileTag[];
  categories: VocabularyFileCategory[];
}

/** One entry left out: where it was ("categories[3].words[12]") and why. */
export interface VocabularyFileProblem {
  path: string;
  message: string;
}

export type VocabularyFileParse =
  | {
      ok: true;
      file: VocabularyFile;
      problems: VocabularyFileProblem[];
      /** Where each of file.categories came from ("categories[3]": its first entry), for later problems. */
      categoryPaths: string[];
    }
  | { ok: false; error: string };

const M = IMPORT_EXPORT_MESSAGES;
const CONTROL_CHARACTER = /\p{Cc}/u;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first of `keys` present (not undefined) in `entry`. */
function pick(entry: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (entry[key] !== undefined) return entry[key];
  return undefined;
}

/** A field's check: the value, or the message saying why it is refused. */
type Checked<T> = { ok: true; value: T } | { ok: false; message: string };
const good = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = <T>(message: string): Checked<T> => ({ ok: false, message });

/** A required one-line text: NFC, trimmed, 1..max characters, no control characters. */
function lineText(field: string, value: unknown, max: number): Checked<string> {
  if (value === undefined || value === null) return bad(M.required(field));
  if (typeof value !== 'string') return bad(M.notText(field));
  const text = normalizeCategoryName(value);
  if (text === '') return bad(M.empty(field));
  if (text.length > max) return bad(M.tooLong(field, max));
  if (CONTROL_CHARACTER.test(text)) return bad(M.controlCharacters(field));
  return good(text);
}

/** An optional free text (descriptions): absent, null or blank = null. */
function optionalText(field: string, value: unknown, max: number): Checked<string | null> {
  if (value === undefined || value === null) return good(null);
  if (typeof value !== 'string') return bad(M.notText(field));
  const text = value.normalize('NFC').trim();
  if (text.length > max) return bad(M.tooLong(field, max));
  return good(text === '' ? null : text);
}

function tagName(value: unknown): Checked<string> {
  if (value === undefined || value === null) return bad(M.required('name'));
  if (typeof value !== 'string') return bad(M.notText('name'));
  const name = value.trim();
  if (name === '') return bad(M.empty('name'));
  const error = tagNameError(name);
  return error === null ? good(name) : bad(error);
}

function wordSide(field: 'english' | 'russian', value: unknown): Checked<string> {
  if (value === undefined || value === null) return bad(M.required(field));
  if (typeof value !== 'string') return bad(M.notText(field));
  const word = cleanWord(value);
  const problem = checkWord(word);
  if (problem === 'empty') return bad(M.empty(field));
  if (problem === 'too-long') return bad(M.tooLong(field, WORD_MAX_LENGTH));
  if (problem === 'invalid-characters') return bad(M.wordInvalid(field));
  return good(word);
}

function partOfSpeech(value: unknown): Checked<PartOfSpeech> {
  if (value === undefined || value === null) return good(DEFAULT_PART_OF_SPEECH);
  const text = typeof value === 'string' ? value.trim().toLowerCase() : null;
  return text !== null && (PARTS_OF_SPEECH as readonly string[]).includes(text)
    ? good(text as PartOfSpeech)
    : bad(M.partOfSpeechInvalid);
}

const MEDIA_REFERENCE = /^sha256:([0-9a-f]{64})$/;

/** A word's media references: each absent, or a valid "sha256:<hex>" (its hash kept); null when one is malformed. */
function readMediaReferences(entry: Record<string, unknown>): Checked<Pick<VocabularyFileWord, 'image' | 'sound'>> {
  const references: Pick<VocabularyFileWord, 'image' | 'sound'> = {};
  for (const field of ['image', 'sound'] as const) {
    const value = entry[field];
    if (value === undefined || value === null) continue;
    const match = typeof value === 'string' ? MEDIA_REFERENCE.exec(value) : null;
    if (!match) return bad(M.mediaReferenceInvalid(field));
    references[field] = match[1];
  }
  return good(references);
}

function parseWord(entry: unknown): Checked<VocabularyFileWord> {
  if (!isRecord(entry)) return bad(M.entryNotObject);
  const english = wordSide('english', pick(entry, ['english', 'en', 'word']));
  if (!english.ok) return english;
  const russian = wordSide('russian', pick(entry, ['russian', 'ru', 'translation']));
  if (!russian.ok) return russian;
  const pos = partOfSpeech(entry['part_of_speech']);
  if (!pos.ok) return pos;
  const rawRussian = pick(entry, ['russian', 'ru', 'translation']) as string;
  const facts = readAnnotationValues(
    { ...entry, stressed: entry['stressed'] ?? readStressedWord(rawRussian) ?? undefined },
    russian.value,
  );
  if (!facts.ok) return bad(facts.message);
  const sources = readAnnotationSources(entry['sources'], facts.value);
  if (sources === null) return bad(M.sourcesInvalid);
  const media = readMediaReferences(entry);
  if (!media.ok) return media;
  return good({
    english: english.value,
    russian: russian.value,
    part_of_speech: pos.value,
    ...facts.value,
    ...(Object.keys(sources).length === 0 ? {} : { sources }),
    ...media.value,
  });
}

/** A tag's optional text field (description, color, icon): text or null, checked by the tag rules. */
function tagText(
  field: string,
  value: unknown,
  normalize: (text: string | null) => string | null,
  error: (text: string | null) => string | null,
): Checked<string | null> {
  if (value === undefined || value === null) return good(null);
  if (typeof value !== 'string') return bad(M.notText(field));
  const problem = error(value);
  return problem === null ? good(normalize(value)) : bad(problem);
}

/** Tags follow the rules of the tag editor (rules/tag-rules.ts); only the name is required. */
function parseTag(entry: unknown): Checked<VocabularyFileTag> {
  if (!isRecord(entry)) return bad(M.entryNotObject);
  const name = tagName(entry['name']);
  if (!name.ok) return name;
  const rawDisplay = pick(entry, ['display_name', 'displayName']);
  let displayName = name.value;
  if (rawDisplay !== undefined && rawDisplay !== null) {
    if (typeof rawDisplay !== 'string') return bad(M.notText('display_name'));
    const problem = tagDisplayNameError(rawDisplay);
    if (problem !== null) return bad(problem);
    displayName = normalizeTagDisplayName(rawDisplay);
  }
  const description = tagText('description', entry['description'], normalizeTagDescription, tagDescriptionError);
  if (!description.ok) return description;
  const color = tagText('color', entry['color'], normalizeTagColor, tagColorError);
  if (!color.ok) return color;
  const icon = tagText('icon', entry['icon'], normalizeTagIcon, tagIconError);
  if (!icon.ok) return icon;
  return good({
    name: name.value,
    display_name: displayName,
    description: description.value,
    color: color.value,
    icon: icon.value,
  });
}

/** A category's own fields (not its tags and words), or why the whole entry is left out. */
function parseCategoryFields(entry: Record<string, unknown>): Checked<Omit<VocabularyFileCategory, 'tags' | 'words'>> {
  const name = lineText('name', entry['name'], CATEGORY_NAME_MAX_LENGTH);
  if (!name.ok) return name;
  const rawDisplay = pick(entry, ['display_name', 'displayName']);
  const displayName = lineText('display_name', rawDisplay ?? name.value, CATEGORY_DISPLAY_NAME_MAX_LENGTH);
  if (!displayName.ok) return displayName;
  const description = optionalText('description', entry['description'], IMPORT_DESCRIPTION_MAX_LENGTH);
  if (!description.ok) return description;
  const approved = pick(entry, ['is_approved_list', 'isApprovedList']);
  if (approved !== undefined && approved !== null && typeof approved !== 'boolean') return bad(M.notBoolean('is_approved_list'));
  const words = entry['words'];
  if (words !== undefined && words !== null && !Array.isArray(words)) return bad(M.notList('words'));
  const tags = entry['tags'];
  if (tags !== undefined && tags !== null && !Array.isArray(tags)) return bad(M.notList('tags'));
  return good({
    name: name.value,
    display_name: displayName.value,
    description: description.value,
    is_approved_list: approved === true,
  });
}

/**
 * Reads a parsed JSON document in the vocabulary format. Categories with the same name are merged
 * (the first one's fields win, words and tags are added); a pair repeated in one category (ignoring
 * case) and a tag repeated in the tags list are kept once, silently: they are not errors, and
 * importing them again changes nothing anyway.
 */
export function parseVocabularyFile(data: unknown): VocabularyFileParse {
  if (!isRecord(data) || !Array.isArray(data['categories'])) return { ok: false, error: M.categoriesRequired };
  const problems: VocabularyFileProblem[] = [];

  const tags: VocabularyFileTag[] = [];
  const tagNames = new Set<string>();
  const rawTags = data['tags'];
  if (Array.isArray(rawTags)) {
    rawTags.forEach((entry: unknown, index) => {
      const tag = parseTag(entry);
      if (!tag.ok) return void problems.push({ path: `tags[${index}]`, message: tag.message });
      if (tagNames.has(tag.value.name)) return;
      tagNames.add(tag.value.name);
      tags.push(tag.value);
    });
  } else if (rawTags !== undefined && rawTags !== null) {
    problems.push({ path: 'tags', message: M.notList('tags') });
  }

  const categories = new Map<string, VocabularyFileCategory & { pairKeys: Set<string>; path: string }>();
  (data['categories'] as unknown[]).forEach((entry, index) => {
    const path = `categories[${index}]`;
    if (!isRecord(entry)) return void problems.push({ path, message: M.entryNotObject });
    const fields = parseCategoryFields(entry);
    if (!fields.ok) return void problems.push({ path, message: fields.message });
    let category = categories.get(fields.value.name);
    if (!category) {
      category = { ...fields.value, tags: [], words: [], pairKeys: new Set(), path };
      categories.set(category.name, category);
    }
    ((entry['tags'] as unknown[] | null | undefined) ?? []).forEach((raw, tagIndex) => {
      const name = tagName(raw);
      if (!name.ok) return void problems.push({ path: `${path}.tags[${tagIndex}]`, message: name.message });
      if (!category.tags.includes(name.value)) category.tags.push(name.value);
    });
    ((entry['words'] as unknown[] | null | undefined) ?? []).forEach((raw, wordIndex) => {
      const word = parseWord(raw);
      if (!word.ok) return void problems.push({ path: `${path}.words[${wordIndex}]`, message: word.message });
      const key = wordPairKey(word.value.english, word.value.russian);
      if (category.pairKeys.has(key)) return;
      category.pairKeys.add(key);
      category.words.push(word.value);
    });
  });

  const merged = [...categories.values()];
  return {
    ok: true,
    file: { tags, categories: merged.map(({ pairKeys: _keys, path: _path, ...category }) => category) },
    problems,
    categoryPaths: merged.map((category) => category.path),
  };
}

/** "categories[3].words[12]: english is empty". */
export const formatVocabularyFileProblem = (problem: VocabularyFileProblem): string => `${problem.path}: ${problem.message}`;

/** The problems as an answer lists them: the first `max`, then one line counting the rest. */
export function listVocabularyFileProblems(problems: readonly VocabularyFileProblem[], max: number): string[] {
  const listed = problems.slice(0, max).map(formatVocabularyFileProblem);
  return problems.length > max ? [...listed, M.moreErrors(problems.length - max)] : listed;
}

/** What a file holds, for the Import dialog's preview. */
export function summarizeVocabularyFile(parse: Extract<VocabularyFileParse, { ok: true }>) {
  return {
    categories: parse.file.categories.length,
    words: parse.file.categories.reduce((sum, category) => sum + category.words.length, 0),
    tags: new Set([...parse.file.tags.map((tag) => tag.name), ...parse.file.categories.flatMap((category) => category.tags)])
      .size,
    problems: parse.problems.length,
  };
}

// ---- Writing ----------------------------------------------------------------------------------

/** A category as the writer takes it before its words. */
export type VocabularyFileCategoryHeader = Omit<VocabularyFileCategory, 'words'>;

const json = (value: unknown) => JSON.stringify(value);

/** A word as the file holds it: its sides, part of speech, then each fact it has and their sources. */
function wordEntry(word: VocabularyFileWord): Record<string, unknown> {
  const entry: Record<string, unknown> = { english: word.english, russian: word.russian, part_of_speech: word.part_of_speech };
  for (const field of ANNOTATION_FIELDS) if (word[field] !== undefined) entry[field] = word[field];
  if (word.sources !== undefined && Object.keys(word.sources).length > 0) entry['sources'] = word.sources;
  if (word.image !== undefined) entry['image'] = `sha256:${word.image}`;
  if (word.sound !== undefined) entry['sound'] = `sha256:${word.sound}`;
  return entry;
}

/**
 * Writes the format piece by piece, so the server can stream a file of any size: start(tags), then
 * for each category category(header) followed by words(page) as often as needed, then end(). Each
 * call returns the next piece of text; their concatenation is one JSON document (tags first, since
 * categories refer to them), one word per line.
 */
export class VocabularyJsonWriter {
  private categories = 0;
  private wordsInCategory = 0;
  private state: 'new' | 'started' | 'ended' = 'new';

  start(tags: readonly VocabularyFileTag[]): string {
    if (this.state !== 'new') throw new Error('VocabularyJsonWriter.start() called twice');
    this.state = 'started';
    const tagLines = tags.map((tag) =>
      json({
        name: tag.name,
        display_name: tag.display_name,
        description: tag.description,
        color: tag.color,
        icon: tag.icon,
      }),
    );
    const tagsText = tagLines.length === 0 ? '[]' : `[\n    ${tagLines.join(',\n    ')}\n  ]`;
    return `{\n  "tags": ${tagsText},\n  "categories": [`;
  }

  category(category: VocabularyFileCategoryHeader): string {
    this.requireStarted();
    const head = json({
      name: category.name,
      display_name: category.display_name,
      description: category.description,
      tags: category.tags,
      is_approved_list: category.is_approved_list,
    });
    const text = `${this.closeCategory()}${this.categories === 0 ? '' : ','}\n    ${head.slice(0, -1)},"words":[`;
    this.categories += 1;
    this.wordsInCategory = 0;
    return text;
  }

  words(words: readonly VocabularyFileWord[]): string {
    this.requireStarted();
    if (this.categories === 0) throw new Error('VocabularyJsonWriter.words() before any category()');
    let text = '';
    for (const word of words) {
      text += `${this.wordsInCategory === 0 ? '' : ','}\n      ${json(wordEntry(word))}`;
      this.wordsInCategory += 1;
    }
    return text;
  }

  end(): string {
    this.requireStarted();
    const text = `${this.closeCategory()}${this.categories === 0 ? '' : '\n  '}]\n}\n`;
    this.state = 'ended';
    return text;
  }

  private closeCategory(): string {
    if (this.categories === 0) return '';
    return this.wordsInCategory === 0 ? ']}' : '\n    ]}';
  }

  private requireStarted(): void {
    if (this.state !== 'started') throw new Error('VocabularyJsonWriter: start() first, nothing after end()');
  }
}

/** A whole file as one string (small files, tests); the server streams with VocabularyJsonWriter. */
export function writeVocabularyJson(file: VocabularyFile): string {
  const writer = new VocabularyJsonWriter();
  let text = writer.start(file.tags);
  for (const { words, ...header } of file.categories) text += writer.category(header) + writer.words(words);
  return text + writer.end();
}
