/** The import dialogs, each loaded on first use (lazy-dialogs.tsx). */
export { ApkgImportDialog, ImportWordsDialog, JsonImportDialog } from './lazy-dialogs';
export type { ImportWordsCategory, ImportWordsDialogProps } from './import-words-dialog';
export type { ApkgImportDialogProps } from './apkg-import-dialog';
export type { JsonImportDialogProps } from './json-import-dialog';
