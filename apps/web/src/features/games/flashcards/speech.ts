import { SPEECH } from '@slovo/shared';

/**
 * The little of Web Speech the game needs, behind an interface so tests can see what would be
 * said without a voice, and browsers without speechSynthesis get a plain "not supported".
 */
export interface SpeechAdapter {
  readonly supported: boolean;
  /** Whether an installed voice speaks `lang` ("ru-RU" matches any ru voice). */
  hasVoice: (lang: string) => boolean;
  /** Says `text` at once, cutting off anything still being said. */
  speak: (utterance: { text: string; lang: string }) => void;
  cancel: () => void;
  /** Browsers load their voices late; calls back when the list changes. Returns an unsubscribe. */
  onVoicesChanged: (listener: () => void) => () => void;
}

export const NO_SPEECH: SpeechAdapter = {
  supported: false,
  hasVoice: () => false,
  speak: () => {},
  cancel: () => {},
  onVoicesChanged: () => () => {},
};

const languageOf = (lang: string) => lang.toLowerCase().split(/[-_]/)[0] ?? '';

interface SpeechHost {
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
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
  const voiceFor = (lang: string) => {
    const all = voices();
    const exact = all.find((voice) => voice.lang.toLowerCase().replace('_', '-') === lang.toLowerCase());
    return exact ?? all.find((voice) => languageOf(voice.lang) === languageOf(lang));
  };

  return {
    supported: true,
    hasVoice: (lang) => voiceFor(lang) !== undefined,
    speak: ({ text, lang }) => {
      synth.cancel();
      const utterance = new Utterance(text);
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
