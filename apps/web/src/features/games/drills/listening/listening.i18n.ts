import { defineMessages } from '@/i18n';
import type { ListeningLanguage } from './logic';

/** The Listening drill's own texts (the round's frame speaks DRILL_TEXT). */
export const LISTENING_TEXT = defineMessages({
  en: {
    language: 'Language',
    languages: { ru: 'Русский', en: 'English' } satisfies Record<ListeningLanguage, string>,
    setupHint: 'Each word is read aloud once: type what you hear.',
    prompt: { ru: 'Type the Russian word you hear', en: 'Type the English word you hear' } satisfies Record<
      ListeningLanguage,
      string
    >,
    placeholder: { ru: 'Русское слово', en: 'English word' } satisfies Record<ListeningLanguage, string>,
    playAgain: 'Play again',
    shortcut: 'Ctrl + Space plays it again.',
    check: 'Check',
    skip: 'Skip',
    rightSpelling: 'The right spelling:',
    theWord: 'The word:',
    meaning: 'Meaning:',
    youTyped: 'You typed:',
    waiting: 'Looking for this device’s voices…',
    recordedOnly:
      'Without a Russian voice, only the words with a recorded sound are asked. Add a voice in your device’s text-to-speech settings to hear every word.',
  },
  ru: {
    language: 'Язык',
    languages: { ru: 'Русский', en: 'Английский' } satisfies Record<ListeningLanguage, string>,
    setupHint: 'Каждое слово прозвучит один раз: напишите, что услышали.',
    prompt: { ru: 'Напишите русское слово, которое слышите', en: 'Напишите английское слово, которое слышите' } satisfies Record<
      ListeningLanguage,
      string
    >,
    placeholder: { ru: 'Русское слово', en: 'Английское слово' } satisfies Record<ListeningLanguage, string>,
    playAgain: 'Ещё раз',
    shortcut: 'Ctrl + пробел — послушать ещё раз.',
    check: 'Проверить',
    skip: 'Пропустить',
    rightSpelling: 'Правильно пишется:',
    theWord: 'Слово:',
    meaning: 'Значение:',
    youTyped: 'Вы написали:',
    waiting: 'Ищем голоса на этом устройстве…',
    recordedOnly:
      'Без русского голоса звучат только слова с записью. Добавьте голос в настройках синтеза речи на устройстве, чтобы слышать все слова.',
  },
});
