/**
 * The picture and sound a note names (issue 34): Anki writes a sound as `[sound:name.mp3]` and a
 * picture as `<img src="name.jpg">` in a field's HTML. The first of each across the note's fields
 * (in field order) is kept; names are HTML-unescaped, as Anki escapes them in the HTML.
 */

export interface NoteMediaNames {
  image: string | null;
  sound: string | null;
  /** The note names more than one picture or more than one sound (only the first is kept). */
  more: boolean;
}

const SOUND = /\[sound:([^\]]+)\]/gi;
const IMAGE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `&amp;`, `&#39;`, `&#x27;` and the other entities Anki writes, as their characters. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function allNames(fields: readonly string[], pattern: RegExp): string[] {
  const names: string[] = [];
  for (const field of fields) {
    for (const match of field.matchAll(pattern)) {
      const name = unescapeHtml((match[1] ?? match[2] ?? match[3] ?? '').trim());
      // A picture on the web (https://…, data:…) is not a file of the package.
      if (name !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(name)) names.push(name);
    }
  }
  return names;
}

export function noteMediaNames(fields: readonly string[]): NoteMediaNames {
  const images = allNames(fields, IMAGE);
  const sounds = allNames(fields, SOUND);
  return { image: images[0] ?? null, sound: sounds[0] ?? null, more: images.length > 1 || sounds.length > 1 };
}
