/**
 * Turns an Anki field (HTML with Anki's own markup) into the plain text of a word: media
 * references removed, cloze markers unwrapped, tags dropped (a line-like tag between two meanings
 * becomes ", "), entities decoded, whitespace collapsed. Written as small scanners rather than regular
 * expressions over the whole field, so hostile input (thousands of unclosed "<script" or "{{c1::")
 * costs linear time.
 */

/** Tags that start a new line in a browser: "cat<br>dog" is two words (fieldToText: two meanings). */
const LINE_TAGS = new Set([
  'br',
  'div',
  'p',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'blockquote',
  'pre',
  'section',
  'article',
  'dt',
  'dd',
]);
/** Tags whose contents are not text. */
const HIDDEN_CONTENT_TAGS = new Set(['script', 'style', 'template', 'head', 'title']);

/** The named entities that occur in fields Anki's editor writes and in shared decks. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  shy: '',
  zwnj: '',
  zwj: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  deg: '°',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
};

const SOUND_START = '[sound:';
/** A fresh matcher per call: a shared /g expression would carry its lastIndex between calls. */
const clozeStarts = () => /\{\{c\d+::/g;

/** Removes Anki's "[sound:file.mp3]" references (media is not imported). */
export function removeSoundReferences(text: string): string {
  let result = '';
  let from = 0;
  for (let start = text.indexOf(SOUND_START); start !== -1; start = text.indexOf(SOUND_START, from)) {
    const end = text.indexOf(']', start);
    if (end === -1) break;
    result += text.slice(from, start);
    from = end + 1;
  }
  return result + text.slice(from);
}

/** Whether a field holds a cloze deletion ("{{c1::…}}"). */
export function hasCloze(text: string): boolean {
  const start = clozeStarts().exec(text);
  return start !== null && text.includes('}}', start.index);
}

/** Replaces each "{{c1::answer::hint}}" with "answer", the text a learner is asked for. */
export function unwrapCloze(text: string): string {
  let result = '';
  let from = 0;
  const starts = clozeStarts();
  for (let match = starts.exec(text); match !== null; match = starts.exec(text)) {
    const inner = match.index + match[0].length;
    const end = text.indexOf('}}', inner);
    // No closing braces anywhere after: no later marker can close either.
    if (end === -1) break;
    const hint = text.indexOf('::', inner);
    result += text.slice(from, match.index) + text.slice(inner, hint !== -1 && hint < end ? hint : end);
    from = end + 2;
    starts.lastIndex = from;
  }
  return result + text.slice(from);
}

/** The tag's name, lower-cased: "<BR/>" → "br", "</div >" → "div", "<!-- x -->" → "". */
function tagName(tag: string): string {
  const match = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag);
  return match ? match[1]!.toLowerCase() : '';
}

/** Where the closing tag "</name" (any case) starts, from `from` on, or -1. */
function indexOfClosingTag(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at !== -1; at = html.indexOf('</', at + 2)) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return at;
  }
  return -1;
}

/** Drops HTML tags and comments; line-like tags become `lineBreak` (a space); script/style contents go too. */
export function stripTags(html: string, lineBreak = ' '): string {
  let result = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    const next = html[open + 1] ?? '';
    if (!/[a-zA-Z/!?]/.test(next)) {
      // A lone "<" (as in "a < b") is text.
      result += html.slice(at, open + 1);
      at = open + 1;
      continue;
    }
    result += html.slice(at, open);
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    const close = html.indexOf('>', open);
    if (close === -1) {
      at = html.length;
      break;
    }
    const tag = html.slice(open, close + 1);
    const name = tagName(tag);
    at = close + 1;
    if (LINE_TAGS.has(name)) result += lineBreak;
    if (HIDDEN_CONTENT_TAGS.has(name) && !tag.startsWith('</') && !tag.endsWith('/>')) {
      const end = indexOfClosingTag(html, name, at);
      const endClose = end === -1 ? -1 : html.indexOf('>', end);
      at = endClose === -1 ? html.length : endClose + 1;
    }
  }
  return result + html.slice(at);
}

/** A code point as text, or U+FFFD for values HTML does not allow (0, surrogates, > U+10FFFF). */
function codePointText(value: number): string {
  if (!Number.isFinite(value) || value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(value);
}

/** Decodes &amp; &#233; &#xE9; and the named entities above; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,8}|[a-zA-Z]{2,8});/g, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return codePointText(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return codePointText(parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Invisible characters editors leave behind: zero-width spaces and joiners, BOM, soft hyphen. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
/** Where a line-like tag was (a private-use character, taken out of the field first). */
const LINE_BREAK = '\uE000';
/** What separates two meanings on their own lines ("кошка<br>кот" → "кошка, кот"), as a person writes them. */
const MEANINGS_SEPARATOR = ', ';

/** The cleaned text of a field and whether it held a cloze deletion. */
export interface FieldText {
  text: string;
  cloze: boolean;
}

/** One line of a field: invisible characters removed, whitespace collapsed, trimmed, a trailing comma dropped. */
const lineText = (line: string) => line.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(/\s*,$/, '');

/**
 * A field as plain text: "[sound:…]" removed, cloze markers unwrapped ("{{c1::dog}}" → "dog"),
 * HTML tags removed, entities decoded, invisible characters removed, whitespace collapsed to single
 * spaces and trimmed. Meanings on lines of their own (<br>, <div>, <li> and other line-like tags)
 * are joined with ", ": "кошка<br>кот" → "кошка, кот", "<div>cat</div><div><br></div>" → "cat".
 * Stress marks (U+0301, &#769;) are kept. Words are checked later with the shared word rules; this
 * only undoes Anki's formatting.
 */
export function fieldToText(field: string): FieldText {
  const withoutSound = removeSoundReferences(field.replaceAll(LINE_BREAK, ''));
  const cloze = hasCloze(withoutSound);
  const text = decodeEntities(stripTags(cloze ? unwrapCloze(withoutSound) : withoutSound, LINE_BREAK))
    .split(LINE_BREAK)
    .map(lineText)
    .filter((line) => line !== '')
    .join(MEANINGS_SEPARATOR);
  return { text, cloze };
}

/** Cheap test for "this field holds HTML", for Anki text files that do not say (old exports did). */
const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>|&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/i;

export const looksLikeHtml = (text: string): boolean => LOOKS_LIKE_HTML.test(text);
