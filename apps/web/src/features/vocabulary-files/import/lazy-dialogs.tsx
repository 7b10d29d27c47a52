import { Suspense, lazy } from 'react';
import type { JsonImportDialogProps } from './json-import-dialog';

/*
 * Each import dialog brings what reads its files (the parsers of every text format, the .apkg
 * reader, the JSON file's check), so each is loaded when it first opens, as its own chunk.
 */

/** The learner's Import words: render it inside <Suspense>. */
export const ImportWordsDialog = lazy(() => import('./import-words-dialog'));

/** The learner's Import .apkg: render it inside <Suspense>. */
export const ApkgImportDialog = lazy(() => import('./apkg-import-dialog'));

const LoadedJsonImportDialog = lazy(() => import('./json-import-dialog'));

/** The admin's Import Vocabulary Data (a JSON file); the page keeps it mounted, closed, until asked. */
export function JsonImportDialog(props: JsonImportDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedJsonImportDialog {...props} />
    </Suspense>
  );
}
