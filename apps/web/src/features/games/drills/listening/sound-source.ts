import { useCallback } from 'react';
import { VOICE_LANG, useSpeechAdapter } from '@/features/speech';
import { heardText, type ListeningQuestion } from './logic';

/** Where a word's sound comes from. Only the device's voice today. */
export type SoundSource = { kind: 'voice'; text: string; lang: string };

/**
 * The one place that picks a word's sound: the device's voice for its language. Recorded sounds,
 * when a later issue adds them, come first here.
 */
export function soundSource(question: ListeningQuestion): SoundSource {
  return { kind: 'voice', text: heardText(question.word, question.language), lang: VOICE_LANG[question.language] };
}

/** Plays a question's word from its source (cutting off anything still being said). */
export function usePlayWord(): (question: ListeningQuestion) => void {
  const speech = useSpeechAdapter();
  return useCallback(
    (question: ListeningQuestion) => {
      const source = soundSource(question);
      speech.speak({ text: source.text, lang: source.lang });
    },
    [speech],
  );
}
