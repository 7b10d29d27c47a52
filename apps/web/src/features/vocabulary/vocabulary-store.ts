/**
 * Which vocabulary the app is using (spec §4 "Data loader"): the built-in sample in preview mode,
 * the server's otherwise. Only the data loader writes here; everyone else reads through
 * useVocabularyMode(), which also treats a mode decided for a previous user as "loading".
 */
import { create } from 'zustand';

export type VocabularyMode = 'preview' | 'full' | 'loading';

export interface VocabularyState {
  /** Who the mode was decided for: 'anonymous' or 'user:<id>'; null before the first decision. */
  identity: string | null;
  mode: VocabularyMode;
  /** The preview banner was closed for this identity. */
  bannerDismissed: boolean;
}

export const initialVocabularyState: VocabularyState = { identity: null, mode: 'loading', bannerDismissed: false };

export const useVocabularyStore = create<VocabularyState>()(() => ({ ...initialVocabularyState }));
