/** Test-only: put the data loader's decision in a known state without rendering the loader. */
import { identityOf } from '../vocabulary-mode';
import { initialVocabularyState, useVocabularyStore, type VocabularyMode } from '../vocabulary-store';

/** Forget every decision, as on a fresh page load. */
export function resetVocabularyState(): void {
  useVocabularyStore.setState({ ...initialVocabularyState });
}

/** Decide `mode` for `userId` (null = anonymous); match it with the auth store's user. */
export function setVocabularyMode(mode: VocabularyMode, userId: string | null = null): void {
  useVocabularyStore.setState({ identity: identityOf(userId), mode, bannerDismissed: false });
}
