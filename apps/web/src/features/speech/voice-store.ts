import { VOICE_LANG, type SpeechAdapter } from './speech-adapter';

/**
 * How long to wait for a browser that has not listed its voices yet. Chrome fills the list a
 * moment after load and says so with `voiceschanged`; an engine with no voice at all (Chromium on
 * Linux) never does. After this the speaker buttons show what is there; a late list still counts.
 */
export const VOICE_LIST_WAIT_MS = 1500;

export interface Voices {
  supported: boolean;
  /** The list is known: voices were listed, or the wait is over. Until then no button shows. */
  settled: boolean;
  en: boolean;
  ru: boolean;
}

export interface VoiceStore {
  get: () => Voices;
  subscribe: (listener: () => void) => () => void;
}

function read(speech: SpeechAdapter, waitedLongEnough: boolean): Voices {
  return {
    supported: speech.supported,
    settled: !speech.supported || waitedLongEnough || speech.voicesListed(),
    en: speech.supported && speech.hasVoice(VOICE_LANG.en),
    ru: speech.supported && speech.hasVoice(VOICE_LANG.ru),
  };
}

const sameVoices = (a: Voices, b: Voices) =>
  a.supported === b.supported && a.settled === b.settled && a.en === b.en && a.ru === b.ru;

/**
 * One voice list per adapter for the whole page, so a screen full of speaker buttons holds one
 * listener and one timer. Listening starts with the first subscriber.
 */
export function createVoiceStore(speech: SpeechAdapter, waitMs = VOICE_LIST_WAIT_MS): VoiceStore {
  const listeners = new Set<() => void>();
  let waited = false;
  let current = read(speech, false);
  let started = false;

  const refresh = () => {
    const next = read(speech, waited);
    if (sameVoices(next, current)) return;
    current = next;
    listeners.forEach((listener) => listener());
  };

  const start = () => {
    started = true;
    speech.onVoicesChanged(refresh);
    if (current.settled) {
      waited = true;
      return;
    }
    // The list is empty now: wait for `voiceschanged`, but not forever.
    setTimeout(() => {
      waited = true;
      refresh();
    }, waitMs);
  };

  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      if (!started) start();
      refresh();
      return () => listeners.delete(listener);
    },
  };
}

const stores = new WeakMap<SpeechAdapter, VoiceStore>();

/** The store of `speech`, made on first use. */
export function voiceStoreOf(speech: SpeechAdapter): VoiceStore {
  let store = stores.get(speech);
  if (!store) {
    store = createVoiceStore(speech);
    stores.set(speech, store);
  }
  return store;
}
