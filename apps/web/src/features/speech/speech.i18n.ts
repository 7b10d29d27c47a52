import { MESSAGES } from '@slovo/shared';
import { defineMessages } from '@/i18n';
import type { Voices } from './voice-store';

export const SPEECH_MESSAGES = defineMessages({
  en: {
    /** Spec §9 (Flashcards): the browser has no speechSynthesis at all; the shared spec text. */
    unsupported: MESSAGES.speechUnsupported,
    noVoices: 'No English or Russian voice is installed on this device, so words cannot be read aloud.',
    noEnglishVoice: 'No English voice is installed on this device, so English words cannot be read aloud.',
    noRussianVoice: 'No Russian voice is installed on this device, so Russian words cannot be read aloud.',
    say: (text: string) => `Say “${text}”`,
  },
  ru: {
    unsupported: 'Этот браузер не умеет озвучивать текст',
    noVoices: 'На этом устройстве нет ни английского, ни русского голоса, поэтому слова не озвучиваются.',
    noEnglishVoice: 'На этом устройстве нет английского голоса, поэтому английские слова не озвучиваются.',
    noRussianVoice: 'На этом устройстве нет русского голоса, поэтому русские слова не озвучиваются.',
    say: (text: string) => `Произнести «${text}»`,
  },
});

export type SpeechText = typeof SPEECH_MESSAGES.en;

/**
 * Why some words show no speaker button, or null when every language asked for has a voice.
 * `t`: the texts of the interface language (English by default).
 */
export function missingVoiceMessage(
  voices: Voices,
  languages: readonly ('en' | 'ru')[] = ['en', 'ru'],
  t: SpeechText = SPEECH_MESSAGES.en,
): string | null {
  if (!voices.settled) return null;
  if (!voices.supported) return t.unsupported;
  const noEnglish = languages.includes('en') && !voices.en;
  const noRussian = languages.includes('ru') && !voices.ru;
  if (noEnglish && noRussian) return t.noVoices;
  if (noEnglish) return t.noEnglishVoice;
  if (noRussian) return t.noRussianVoice;
  return null;
}
