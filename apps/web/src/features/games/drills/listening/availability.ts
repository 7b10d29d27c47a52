/**
 * Where Listening is offered (issue 33 §4): only in the languages this device has a voice for.
 * Apart from the drill's other rules, and free of them: Home's card reads it.
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
  /** No voice speaks either language: the drill cannot be played here. */
  | { kind: 'none' }
  | { kind: 'offered'; languages: ListeningLanguage[] };

/** Whether the drill can be played on this device, and in which languages. */
export function listeningOffer(voices: VoicesKnown): ListeningOffer {
  if (!voices.settled) return { kind: 'waiting' };
  const languages = LISTENING_LANGUAGES.filter((language) => voices[language]);
  return languages.length === 0 ? { kind: 'none' } : { kind: 'offered', languages };
}
