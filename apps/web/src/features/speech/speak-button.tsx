import { stripStressMarks } from '@slovo/shared';
import { SpeakerIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { SPEECH_MESSAGES, missingVoiceMessage } from './speech-messages';
import { useSpeech } from './speech-context';
import type { SpokenLanguage } from './speech-adapter';
import './speech.css';

interface SpeakButtonProps {
  text: string;
  lang: SpokenLanguage;
  className?: string;
  /** Show the word beside the speaker, for a speaker that stands apart from its word. */
  withText?: boolean;
  /** The button's name for a screen in another language (Mission speaks Russian). */
  sayLabel?: (text: string) => string;
}

/**
 * A small speaker that reads `text` aloud in its language's voice. Absent while the browser is
 * still listing voices and where no voice speaks the language: a VoiceNote on the screen says why.
 */
export function SpeakButton({ text, lang, className, withText = false, sayLabel = SPEECH_MESSAGES.say }: SpeakButtonProps) {
  const { canSpeak, say } = useSpeech();
  const spoken = stripStressMarks(text).trim();
  if (!canSpeak(lang) || spoken === '') return null;
  const label = sayLabel(spoken);
  return (
    <Button
      size="sm"
      variant="ghost"
      iconOnly={!withText}
      className={['speak-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      onClick={(event) => {
        // The speaker may sit inside something clickable (a row, a card): only speak.
        event.stopPropagation();
        say(text, lang);
      }}
    >
      <SpeakerIcon />
      {withText && <span lang={lang}>{spoken}</span>}
    </Button>
  );
}

/** One line saying which words cannot be read aloud here, when some cannot. */
export function VoiceNote({ languages = ['en', 'ru'], id }: { languages?: readonly SpokenLanguage[]; id?: string }) {
  const { voices } = useSpeech();
  const message = missingVoiceMessage(voices, languages);
  if (!message) return null;
  return (
    <p className="voice-note" id={id}>
      {message}
    </p>
  );
}
