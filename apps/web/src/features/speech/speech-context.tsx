import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createBrowserSpeech, VOICE_LANG, type SpeechAdapter, type SpokenLanguage } from './speech-adapter';
import { recordingFor, sayWord, type WordUtterance } from './recorded-sound';
import { voiceStoreOf, type Voices } from './voice-store';

let browserSpeech: SpeechAdapter | undefined;
/** The page's speechSynthesis, wrapped on first use. */
const defaultSpeech = () => (browserSpeech ??= createBrowserSpeech());

const SpeechContext = createContext<SpeechAdapter | null>(null);

/** Puts `speech` in place of the browser's for everything below (tests pass a stub). */
export function SpeechProvider({ speech, children }: { speech: SpeechAdapter; children: ReactNode }) {
  return <SpeechContext.Provider value={speech}>{children}</SpeechContext.Provider>;
}

/** The speech adapter in use: the provider's, else the browser's. */
export function useSpeechAdapter(): SpeechAdapter {
  return useContext(SpeechContext) ?? defaultSpeech();
}

/** Which languages can be spoken now; re-renders when the browser's voice list changes. */
export function useVoices(speech?: SpeechAdapter): Voices {
  const inUse = useSpeechAdapter();
  const store = voiceStoreOf(speech ?? inUse);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export interface Speech {
  voices: Voices;
  /** True when a button for `language` should show: the list is known and has such a voice. */
  canSpeak: (language: SpokenLanguage) => boolean;
  say: (text: string, language: SpokenLanguage) => void;
  /** True when a word's side can be heard: it has a recording (Russian), or canSpeak its language. */
  canSay: (language: SpokenLanguage, sound?: string | null) => boolean;
  /** Says a word's side: its recording first (Russian), else the voice (recorded-sound.ts). */
  sayWord: (utterance: WordUtterance) => void;
}

export function useSpeech(): Speech {
  const speech = useSpeechAdapter();
  const voices = useVoices(speech);
  const canSpeak = useCallback((language: SpokenLanguage) => voices.settled && voices[language], [voices]);
  const say = useCallback(
    (text: string, language: SpokenLanguage) => speech.speak({ text, lang: VOICE_LANG[language] }),
    [speech],
  );
  const canSay = useCallback(
    (language: SpokenLanguage, sound?: string | null) => recordingFor(language, sound) !== null || canSpeak(language),
    [canSpeak],
  );
  const sayWordNow = useCallback((utterance: WordUtterance) => sayWord(speech, utterance), [speech]);
  return useMemo(() => ({ voices, canSpeak, say, canSay, sayWord: sayWordNow }), [voices, canSpeak, say, canSay, sayWordNow]);
}
