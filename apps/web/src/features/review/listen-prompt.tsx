import { useEffect } from 'react';
import { SpeakerIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { VOICE_LANG, VoiceNote, useSpeechAdapter, useVoices } from '@/features/speech';
import type { CardFace } from './card-face';
import type { ReviewText } from './review.i18n';
import { ShownView } from './shown-view';

/** Whether a word in `lang` can be said here; `silent` once it is known that it cannot. */
export function useVoiceFor(lang: 'en' | 'ru') {
  const speech = useSpeechAdapter();
  const voices = useVoices(speech);
  return { speech, canSpeak: voices.settled && voices[lang], silent: voices.settled && !voices[lang] };
}

/**
 * A listening card's question: the word said aloud when the card comes (once the page has had a
 * key press or a click, as browsers require) and again with the button. Where no voice speaks its
 * language the other side is written instead, and a note says why.
 */
export function ListenPrompt({ face, cardKey, t }: { face: CardFace; cardKey: string; t: ReviewText }) {
  const listen = face.listen!;
  const { text, lang } = listen;
  const { speech, canSpeak, silent } = useVoiceFor(lang);

  // Said once per card, as soon as a voice is known to be there.
  useEffect(() => {
    if (canSpeak) speech.speak({ text, lang: VOICE_LANG[lang] });
  }, [canSpeak, cardKey, speech, text, lang]);

  if (silent) {
    return (
      <>
        <ShownView shown={face.prompt} t={t} className="review__prompt-text" />
        <div className="review__voice-note">
          <VoiceNote languages={[listen.lang]} /> <p className="voice-note">{t.shownInstead}</p>
        </div>
      </>
    );
  }
  return (
    <Button
      variant="secondary"
      size="lg"
      className="review__play"
      aria-disabled={!canSpeak || undefined}
      onClick={() => canSpeak && speech.speak({ text, lang: VOICE_LANG[lang] })}
    >
      <SpeakerIcon /> {t.play}
    </Button>
  );
}
