import { lazy } from 'react';

// Loaded when first opened: they bring the parsers of every text format and the .apkg reader.
export const ImportWordsDialog = lazy(() => import('../import/import-words-dialog'));
export const ApkgImportDialog = lazy(() => import('../import/apkg-import-dialog'));
