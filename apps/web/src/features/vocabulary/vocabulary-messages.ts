/**
 * Texts of this feature that the shared MESSAGES table does not carry yet (spec §8 lists the
 * first word for word). The others (preview, loading, loaded) come from '@slovo/shared'.
 */
export const VOCABULARY_LOAD_FAILED = 'Failed to load vocabulary data. Please check your connection and try again.';

export const PREVIEW_BANNER_TEXT = "You're in preview mode — sign in to play the full vocabulary and save progress";
