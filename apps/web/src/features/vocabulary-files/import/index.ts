/**
 * The learner's import dialogs. They bring the parsers of every text format and the .apkg reader,
 * so each is loaded when it first opens (its own chunk): render them inside <Suspense>.
 */
import { lazy } from 'react';

export const ImportWordsDialog = lazy(() => import('./import-words-dialog'));
export const ApkgImportDialog = lazy(() => import('./apkg-import-dialog'));
export type { ImportWordsCategory, ImportWordsDialogProps } from './import-words-dialog';
export type { ApkgImportDialogProps } from './apkg-import-dialog';
export type { InvalidateAfterImport } from '../api/invalidate-after-import';
