/** What the build writes into the service worker: the files to keep and a name for this set. */
export interface PrecacheManifest {
  /** Changes whenever a file changes, so each build's worker is new to the browser. */
  version: string;
  /**
   * Absolute paths: "/" (Home prerendered, in the look the server sent), every built file (shell.html
   * too, not Home's other looks) and every public/ file.
   */
  urls: string[];
}

/** Stands in the worker's source until the build replaces it (with its quotes) by the manifest. */
export const MANIFEST_PLACEHOLDER = '__SLOVO_PRECACHE_MANIFEST__';
