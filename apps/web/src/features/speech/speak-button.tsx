import { stripStressMarks } from '@slovo/shared';
import { SpeakerIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { SPEECH_MESSAGES, missingVoiceMessage } from './speech.i18n';
import { useSpeech } from './speech-context';
import type { SpokenLanguage } from './speech-adapter';
import './speech.css';

interface SpeakButtonProps {
  text: string;
  lang: SpokenLanguage;
  className?: string;
  /** Show the word beside the speaker, for a speaker that stands apart from its word. */
  withText?: boolean;
  /** The button's name for a screen in another language (Mission speaks Russian); default: the interface's. */
  sayLabel?: (text: string) => string;
  /**
   * The word's recorded sound: played instead of the voice for a Russian `text` (recordings are of
   * the Russian word), and the speaker shows even where no voice speaks Russian.
   */
  sound?: string | null;
}

/**
 * A small speaker that plays a Russian word's recording when it has one, else reads `text` aloud
 * in its language's voice. Absent (without a recording) while the browser is still listing voices
 * and where no voice speaks the language: a VoiceNote on the screen says why.
 */
export function SpeakButton({ text, lang, className, withText = false, sayLabel, sound }: SpeakButtonProps) {
  const { canSay, sayWord } = useSpeech();
  const t = useMessages(SPEECH_MESSAGES);
  const spoken = stripStressMarks(text).trim();
  if (!canSay(lang, sound) || spoken === '') return null;
  const label = (sayLabel ?? t.say)(spoken);
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
        sayWord({ text, language: lang, sound });
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
  const t = useMessages(SPEECH_MESSAGES);
  const message = missingVoiceMessage(voices, languages, t);
  if (!message) return null;
  return (
    <p className="voice-note" id={id}>
      {message}
    </p>
  );
}
