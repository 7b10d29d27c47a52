import type { Voices } from './voice-store';

export const SPEECH_MESSAGES = {
  /** Spec §9 (Flashcards): the browser has no speechSynthesis at all. */
  unsupported: 'Speech synthesis is not supported in this browser',
  noVoices: 'No English or Russian voice is installed on this device, so words cannot be read aloud.',
  noEnglishVoice: 'No English voice is installed on this device, so English words cannot be read aloud.',
  noRussianVoice: 'No Russian voice is installed on this device, so Russian words cannot be read aloud.',
  say: (text: string) => `Say “${text}”`,
} as const;

/** Why some words show no speaker button, or null when every language asked for has a voice. */
export function missingVoiceMessage(voices: Voices, languages: readonly ('en' | 'ru')[] = ['en', 'ru']): string | null {
  if (!voices.settled) return null;
  if (!voices.supported) return SPEECH_MESSAGES.unsupported;
  const noEnglish = languages.includes('en') && !voices.en;
  const noRussian = languages.includes('ru') && !voices.ru;
  if (noEnglish && noRussian) return SPEECH_MESSAGES.noVoices;
  if (noEnglish) return SPEECH_MESSAGES.noEnglishVoice;
  if (noRussian) return SPEECH_MESSAGES.noRussianVoice;
  return null;
}
