/** The import dialogs, each loaded on first use (lazy-dialogs.tsx). */
export { ApkgImportDialog, ImportWordsDialog, JsonImportDialog } from './lazy-dialogs';
