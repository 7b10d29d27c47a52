import { SPEECH, stripStressMarks } from '@slovo/shared';

/** The two languages words are spoken in, as BCP 47 tags of the voices chosen for them. */
export const VOICE_LANG = { en: SPEECH.lang, ru: 'ru-RU' } as const;
export type SpokenLanguage = keyof typeof VOICE_LANG;

/**
 * The little of Web Speech the app needs, behind an interface so tests can see what would be
 * said without a voice, and browsers without speechSynthesis get a plain "not supported".
 */
export interface SpeechAdapter {
  readonly supported: boolean;
  /** Whether the browser has listed its voices yet (Chrome lists them late, after `voiceschanged`). */
  voicesListed: () => boolean;
  /** Whether an installed voice speaks `lang` ("ru-RU" matches any ru voice). */
  hasVoice: (lang: string) => boolean;
  /**
   * Says `text` at once, cutting off anything still being said; stress marks are left out. Does
   * nothing before the page has had a user gesture (browsers refuse, or queue it up for later).
   */
  speak: (utterance: { text: string; lang: string }) => void;
  cancel: () => void;
  /** Calls back when the voice list changes. Returns an unsubscribe. */
  onVoicesChanged: (listener: () => void) => () => void;
}

export const NO_SPEECH: SpeechAdapter = {
  supported: false,
  voicesListed: () => true,
  hasVoice: () => false,
  speak: () => {},
  cancel: () => {},
  onVoicesChanged: () => () => {},
};

const languageOf = (lang: string) => lang.toLowerCase().split(/[-_]/)[0] ?? '';
const regionTag = (lang: string) => lang.toLowerCase().replace('_', '-');

interface SpeechHost {
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
  navigator?: { userActivation?: { hasBeenActive: boolean } };
}

export function createBrowserSpeech(
  host: SpeechHost | undefined = typeof window === 'undefined' ? undefined : window,
): SpeechAdapter {
  const synth = host?.speechSynthesis;
  const Utterance = host?.SpeechSynthesisUtterance;
  if (!synth || !Utterance) return NO_SPEECH;

  // getVoices() can throw or be missing in odd embeddings; no voices is the safe answer.
  const voices = (): SpeechSynthesisVoice[] => {
    try {
      return synth.getVoices?.() ?? [];
    } catch {
      return [];
    }
  };
  // The exact tag first (en-US, not en-GB), then the device's default voice of the language, then any.
  const voiceFor = (lang: string) => {
    const all = voices();
    const sameLanguage = all.filter((voice) => languageOf(voice.lang) === languageOf(lang));
    return (
      sameLanguage.find((voice) => regionTag(voice.lang) === regionTag(lang) && voice.localService !== false) ??
      sameLanguage.find((voice) => regionTag(voice.lang) === regionTag(lang)) ??
      sameLanguage.find((voice) => voice.default) ??
      sameLanguage[0]
    );
  };
  // Without the User Activation API (older Safari) speaking is left to the browser's own rule.
  const activated = () => host?.navigator?.userActivation?.hasBeenActive ?? true;

  return {
    supported: true,
    voicesListed: () => voices().length > 0,
    hasVoice: (lang) => voiceFor(lang) !== undefined,
    speak: ({ text, lang }) => {
      const said = stripStressMarks(text).trim();
      if (said === '' || !activated()) return;
      synth.cancel();
      const utterance = new Utterance(said);
      utterance.lang = lang;
      utterance.rate = SPEECH.rate;
      utterance.pitch = SPEECH.pitch;
      utterance.volume = SPEECH.volume;
      const voice = voiceFor(lang);
      if (voice) utterance.voice = voice;
      synth.speak(utterance);
    },
    cancel: () => synth.cancel(),
    onVoicesChanged: (listener) => {
      synth.addEventListener?.('voiceschanged', listener);
      return () => synth.removeEventListener?.('voiceschanged', listener);
    },
  };
}
