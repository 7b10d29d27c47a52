import { defineMessages } from '@/i18n';

/**
 * Texts of this feature that the shared MESSAGES table does not carry (spec §8 lists the load
 * failure word for word). The others (preview, loading, loaded) come from SHARED_TEXT; the preview
 * banner's headline is the spec's preview info, and previewDetail says what it means.
 */
export const VOCABULARY_TEXT = defineMessages({
  en: {
    loadFailed: 'Failed to load vocabulary data. Please check your connection and try again.',
    previewDetail: "You're playing sample words; sign in to save your progress.",
    previewLabel: 'Preview mode',
    signIn: 'Sign In',
    dismissPreview: 'Dismiss preview notice',
    /** The sample categories' display names, by category name (preview mode). */
    sampleNames: {
      'sample-animals': 'Sample: Animals',
      'sample-food': 'Sample: Food',
      'sample-everyday-verbs': 'Sample: Everyday Verbs',
    },
  },
  ru: {
    loadFailed: 'Не удалось загрузить словарь. Проверьте подключение и попробуйте ещё раз.',
    previewDetail: 'Вы играете с примерами слов; войдите, чтобы сохранять прогресс.',
    previewLabel: 'Демо-режим',
    signIn: 'Войти',
    dismissPreview: 'Скрыть уведомление о предпросмотре',
    sampleNames: {
      'sample-animals': 'Пример: Животные',
      'sample-food': 'Пример: Еда',
      'sample-everyday-verbs': 'Пример: Повседневные глаголы',
    },
  },
});

/** The English load failure, for code and tests that compare with it. */
export const VOCABULARY_LOAD_FAILED = VOCABULARY_TEXT.en.loadFailed;
