/**
 * Where Listening is offered (issue 33 §4, issue 34): in the languages this device has a voice
 * for, and always in Russian, whose words may carry a recorded sound (a recording needs no voice;
 * without a Russian voice only the recorded words are asked). Apart from the drill's other rules,
 * and free of them: Home's card reads it.
 */
export type ListeningLanguage = 'ru' | 'en';
export const LISTENING_LANGUAGES: readonly ListeningLanguage[] = ['ru', 'en'];

/** What the speech feature knows about this device's voices (its Voices, or a part of it). */
export interface VoicesKnown {
  settled: boolean;
  en: boolean;
  ru: boolean;
}

export type ListeningOffer =
  /** The device is still listing its voices. */
  | { kind: 'waiting' }
  /** The languages offered, and those of them a voice speaks (the others play recordings only). */
  | { kind: 'offered'; languages: ListeningLanguage[]; voiced: ListeningLanguage[] };

/** Whether the drill can be played on this device, and in which languages. */
export function listeningOffer(voices: VoicesKnown): ListeningOffer {
  if (!voices.settled) return { kind: 'waiting' };
  const voiced = LISTENING_LANGUAGES.filter((language) => voices[language]);
  const languages = LISTENING_LANGUAGES.filter((language) => language === 'ru' || voices[language]);
  return { kind: 'offered', languages, voiced };
}
