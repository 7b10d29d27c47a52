import type { ApkgExportDeck } from '@slovo/shared/formats/apkg/index';

/** A download of either export: its name, type and body. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  /** The text formats a page at a time; an Anki package whole (a zip is written in one piece). */
  body: AsyncGenerator<string> | Uint8Array;
}

/** Writes an Anki package off the request thread (the route passes the worker pool's task in). */
export type ApkgWriter = (decks: ApkgExportDeck[]) => Promise<Uint8Array>;
