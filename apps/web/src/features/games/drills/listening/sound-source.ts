import { useCallback } from 'react';
import { VOICE_LANG, playRecording, stopRecording, useSpeechAdapter } from '@/features/speech';
import { hasRecording, heardText, type ListeningQuestion } from './logic';

/** Where a word's sound comes from: its recording (Russian, issue 34) or the device's voice. */
export type SoundSource =
  { kind: 'recording'; url: string; text: string; lang: string } | { kind: 'voice'; text: string; lang: string };

/**
 * The one place that picks a word's sound: a Russian word's recorded sound comes before any
 * synthetic voice (the recordings are of the Russian word); otherwise the device's voice for the
 * language.
 */
export function soundSource(question: ListeningQuestion): SoundSource {
  const text = heardText(question.word, question.language);
  const lang = VOICE_LANG[question.language];
  const { sound } = question.word;
  if (question.language === 'ru' && hasRecording(question.word) && sound) return { kind: 'recording', url: sound, text, lang };
  return { kind: 'voice', text, lang };
}

/**
 * Plays a question's word from its source, cutting off anything still being said or played; a
 * recording that cannot be played falls back to the voice, where the device has one.
 */
export function usePlayWord(): (question: ListeningQuestion) => void {
  const speech = useSpeechAdapter();
  return useCallback(
    (question: ListeningQuestion) => {
      const source = soundSource(question);
      const speak = () => speech.speak({ text: source.text, lang: source.lang });
      if (source.kind === 'recording') {
        speech.cancel();
        playRecording(source.url, () => {
          if (speech.supported && speech.hasVoice(source.lang)) speak();
        });
        return;
      }
      stopRecording();
      speak();
    },
    [speech],
  );
}
