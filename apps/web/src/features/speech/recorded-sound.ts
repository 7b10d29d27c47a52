import { VOICE_LANG, type SpeechAdapter, type SpokenLanguage } from './speech-adapter';

/**
 * A word's recorded sound (`/api/media/<hash>`, issue 34): a recording is of the Russian word, so
 * it is what the Russian side sounds like; the device's synthetic voice is the fallback. One
 * recording plays at a time: starting one (or the voice) stops the one still playing.
 */

/** What is said for a word's side: its text, its language and, if it has one, its recording. */
export interface WordUtterance {
  text: string;
  language: SpokenLanguage;
  /** The word's recorded sound; only used for the Russian side (the recordings are Russian). */
  sound?: string | null;
}

/** The recording to play for a side, or null when the voice says it. */
export function recordingFor(language: SpokenLanguage, sound: string | null | undefined): string | null {
  return language === 'ru' && typeof sound === 'string' && sound !== '' ? sound : null;
}

let playing: HTMLAudioElement | null = null;

/** Stops the recording still playing, if any. */
export function stopRecording(): void {
  const audio = playing;
  playing = null;
  if (!audio) return;
  try {
    audio.pause();
  } catch {
    // A media element that cannot pause has nothing left to stop.
  }
}

/**
 * Plays `url` from the start, stopping any other recording. `onFail` runs when it cannot be played
 * (a missing file, a refused autoplay, no audio support): not when another recording cut it off.
 */
export function playRecording(url: string, onFail?: () => void): void {
  stopRecording();
  if (typeof Audio === 'undefined') {
    onFail?.();
    return;
  }
  const audio = new Audio(url);
  audio.preload = 'auto';
  playing = audio;
  const failed = () => {
    if (playing !== audio) return;
    playing = null;
    onFail?.();
  };
  audio.addEventListener('error', failed, { once: true });
  audio.addEventListener('ended', () => {
    if (playing === audio) playing = null;
  });
  try {
    const started = audio.play() as Promise<void> | undefined;
    // play() returns a promise in today's browsers; older ones return nothing and report by 'error'.
    started?.catch?.(failed);
  } catch {
    failed();
  }
}

/**
 * Says a word's side: its recording when it has one (Russian), else — or when the recording
 * cannot play — the device's voice, when it has one for the language. Cuts off whatever is
 * still being said or played.
 */
export function sayWord(speech: SpeechAdapter, { text, language, sound }: WordUtterance): void {
  const lang = VOICE_LANG[language];
  const recording = recordingFor(language, sound);
  if (recording) {
    speech.cancel();
    playRecording(recording, () => {
      if (speech.supported && speech.hasVoice(lang)) speech.speak({ text, lang });
    });
    return;
  }
  stopRecording();
  speech.speak({ text, lang });
}

/** Stops both the voice and any recording (leaving a game, switching auto-speak off). */
export function silenceWords(speech: SpeechAdapter): void {
  stopRecording();
  speech.cancel();
}
