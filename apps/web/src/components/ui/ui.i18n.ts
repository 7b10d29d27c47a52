import { defineMessages } from '@/i18n';

/** The shared UI pieces' own texts: default labels of dialogs and buttons, toasts, overlays. */
export const UI_TEXT = defineMessages({
  en: {
    closeDialog: 'Close dialog',
    cancel: 'Cancel',
    ok: 'OK',
    loading: 'Loading…',
    toastKinds: { success: 'Success', error: 'Error', info: 'Info', warning: 'Warning' },
    dismissMessage: 'Dismiss message',
    copy: 'Copy',
    copied: 'Copied!',
    copyFailed: 'Could not copy to the clipboard. Please copy the text by hand.',
    transition: {
      forward: {
        adventure: 'Loading your next adventure…',
        deck: 'Shuffling the word deck…',
        pencils: 'Sharpening pencils…',
        warmUp: 'Warming up the vocabulary…',
        freshWords: 'Preparing fresh words…',
        ready: 'Getting things ready…',
      },
      backward: {
        back: 'Going back…',
        home: 'Going back home…',
        step: 'Going back a step…',
        where: 'Going back to where you were…',
      },
    },
  },
  ru: {
    closeDialog: 'Закрыть окно',
    cancel: 'Отмена',
    ok: 'ОК',
    loading: 'Загрузка…',
    toastKinds: { success: 'Готово', error: 'Ошибка', info: 'Сообщение', warning: 'Внимание' },
    dismissMessage: 'Закрыть сообщение',
    copy: 'Копировать',
    copied: 'Скопировано!',
    copyFailed: 'Не удалось скопировать в буфер обмена. Скопируйте текст вручную.',
    transition: {
      forward: {
        adventure: 'Готовим следующее приключение…',
        deck: 'Тасуем колоду слов…',
        pencils: 'Точим карандаши…',
        warmUp: 'Разминаем словарный запас…',
        freshWords: 'Подбираем свежие слова…',
        ready: 'Почти всё готово…',
      },
      backward: {
        back: 'Возвращаемся…',
        home: 'Возвращаемся на главную…',
        step: 'Шаг назад…',
        where: 'Возвращаемся туда, где вы были…',
      },
    },
  },
});
