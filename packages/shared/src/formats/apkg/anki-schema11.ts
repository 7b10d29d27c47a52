/**
 * The legacy Anki collection (schema 11, collection.anki2) that write-apkg.ts fills: the tables and
 * indexes Anki creates (rslib/src/storage/schema11.sql) and the JSON of the single `col` row —
 * collection settings, note types, decks and deck options — in the shape Anki 2.1 reads.
 */

/** Anki's tables and indexes of a schema 11 collection, column for column, but graves (schema 18 has its own). */
export const SCHEMA11_CORE_SQL = `
CREATE TABLE col (
  id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL,
  conf text NOT NULL, models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL
);
CREATE TABLE notes (
  id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL,
  csum integer NOT NULL, flags integer NOT NULL, data text NOT NULL
);
CREATE TABLE cards (
  id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL,
  due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL,
  lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL
);
CREATE TABLE revlog (
  id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
  type integer NOT NULL
);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

export const SCHEMA11_GRAVES_SQL = 'CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);';

/** A whole schema 11 collection's tables and indexes. */
export const SCHEMA11_SQL = SCHEMA11_CORE_SQL + SCHEMA11_GRAVES_SQL;

/** The note type's name and fields, in the order of notes.flds. */
export const SLOVO_NOTE_TYPE_NAME = 'Slovo English–Russian';
export const SLOVO_FIELDS = ['English', 'Russian', 'Part of speech', 'Picture', 'Sound'] as const;

/** The two card templates: question and answer side, Anki's template syntax. */
const SLOVO_TEMPLATES = [
  { name: 'English → Russian', qfmt: '{{English}}{{Picture}}', afmt: '{{FrontSide}}<hr id=answer>{{Russian}}{{Sound}}' },
  { name: 'Russian → English', qfmt: '{{Russian}}{{Sound}}', afmt: '{{FrontSide}}<hr id=answer>{{English}}{{Picture}}' },
] as const;

const SLOVO_CSS =
  '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n' +
  '.card img {\n  max-width: 100%;\n  max-height: 60vh;\n}\n';

const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n' +
  '\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';

/** col.models: the one note type, keyed by its id. */
export function slovoModels(modelId: number, deckId: number, modSeconds: number): string {
  const model = {
    id: modelId,
    name: SLOVO_NOTE_TYPE_NAME,
    type: 0,
    mod: modSeconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: SLOVO_TEMPLATES.map((template, ord) => ({ ...template, ord, bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 })),
    flds: SLOVO_FIELDS.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] })),
    css: SLOVO_CSS,
    latexPre: LATEX_PRE,
    latexPost: '\\end{document}',
    latexsvg: false,
    // Card 1 needs English, card 2 needs Russian.
    req: [
      [0, 'any', [0]],
      [1, 'any', [1]],
    ],
    tags: [],
    vers: [],
  };
  return JSON.stringify({ [modelId]: model });
}

/** One deck of col.decks: a normal deck using the default options (dconf 1). */
function deckJson(id: number, name: string, modSeconds: number) {
  return {
    id,
    name,
    mod: modSeconds,
    usn: -1,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

/** col.decks: Anki's Default deck (id 1) and the given decks, keyed by id. */
export function decksJson(decks: ReadonlyMap<string, number>, modSeconds: number): string {
  const all: Record<string, unknown> = { 1: deckJson(1, 'Default', modSeconds) };
  for (const [name, id] of decks) all[id] = deckJson(id, name, modSeconds);
  return JSON.stringify(all);
}

/** col.conf: the collection settings of a new collection; new cards are numbered from nextPos. */
export function collectionConf(deckId: number, modelId: number, nextPos: number): string {
  return JSON.stringify({
    activeDecks: [deckId],
    curDeck: deckId,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: modelId,
    nextPos,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
  });
}

/** col.dconf: Anki's default deck options (id 1). */
export function defaultDeckConf(modSeconds: number): string {
  return JSON.stringify({
    1: {
      id: 1,
      mod: modSeconds,
      name: 'Default',
      usn: -1,
      maxTaken: 60,
      autoplay: true,
      timer: 0,
      replayq: true,
      dyn: false,
      new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
      lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
      rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
    },
  });
}
