import { useEffect, useState } from 'react';
import { SPEECH } from '@slovo/shared';
import { FLASHCARDS_MESSAGES, RUSSIAN_SPEECH_LANG } from './logic';
import type { SpeechAdapter } from './speech';

export interface SpeechVoices {
  /** An English voice exists: the speaker button and auto-speak can say something. */
  english: boolean;
  /** A Russian voice exists: the back of a card can be read too. */
  russian: boolean;
  /** Why nothing can be said, shown once under the controls; null when speech works. */
  unavailable: string | null;
}

function readVoices(speech: SpeechAdapter): SpeechVoices {
  const english = speech.supported && speech.hasVoice(SPEECH.lang);
  const russian = speech.supported && speech.hasVoice(RUSSIAN_SPEECH_LANG);
  let unavailable: string | null = null;
  if (!speech.supported) unavailable = FLASHCARDS_MESSAGES.speechUnsupported;
  else if (!english) unavailable = FLASHCARDS_MESSAGES.noEnglishVoice;
  return { english, russian, unavailable };
}

/**
 * Which languages can be spoken now. speechSynthesis may exist with no voice at all (Chromium on
 * Linux ships none): its controls would look active and say nothing, so they wait for a voice,
 * which browsers announce with `voiceschanged` (they also load their voices late).
 */
export function useSpeechVoices(speech: SpeechAdapter): SpeechVoices {
  const [voices, setVoices] = useState(() => readVoices(speech));
  useEffect(() => {
    const update = () =>
      setVoices((previous) => {
        const next = readVoices(speech);
        return next.english === previous.english && next.russian === previous.russian ? previous : next;
      });
    update();
    const unsubscribe = speech.onVoicesChanged(update);
    return () => {
      unsubscribe();
      speech.cancel();
    };
  }, [speech]);
  return voices;
}
