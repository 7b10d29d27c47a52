import { useCallback } from 'react';
import { Link } from 'react-router';
import type { GameWord } from '@slovo/shared';
import { buttonClass } from '@/components/ui/button';
import { SPEECH_MESSAGES, VoiceNote, missingVoiceMessage, useVoices } from '@/features/speech';
import { useMessages } from '@/i18n';
import { DrillScreen } from '../engine/drill-screen';
import { ListeningLanguageChoice, useListeningLanguage } from './language-choice';
import { useListeningOffer } from './listening-availability';
import { ListeningGame } from './listening-game';
import { canHear, playableLanguage, type ListeningLanguage } from './logic';
import { LISTENING_TEXT } from './listening.i18n';
import './listening.css';

/**
 * /drills/listening (issue 33 §4): hear a word in the chosen language and type it. Offered only
 * where the device has a voice for the language; with none at all the page says so instead.
 */
export function ListeningPage() {
  const offer = useListeningOffer();
  if (offer.kind === 'waiting') return <WaitingForVoices />;
  if (offer.kind === 'none') return <NoVoice />;
  return <ListeningDrill languages={offer.languages} />;
}

function ListeningDrill({ languages }: { languages: ListeningLanguage[] }) {
  const t = useMessages(LISTENING_TEXT);
  const [stored, choose] = useListeningLanguage();
  const language = playableLanguage(stored, languages);
  const canAsk = useCallback((word: Partial<GameWord>) => canHear(word, language), [language]);
  return (
    <DrillScreen
      drillId="listening"
      direction={language}
      notice={
        <div className="listening-setup">
          <p className="listening-setup__hint">{t.setupHint}</p>
          <ListeningLanguageChoice value={language} languages={languages} onChange={choose} />
          {/* Where one language has no voice, it is left out of the choice: this says why. */}
          <VoiceNote />
        </div>
      }
      canAsk={canAsk}
      renderGame={(context) => <ListeningGame context={context} language={language} />}
    />
  );
}

/** Chrome lists its voices a moment after load: the page waits for them (at most VOICE_LIST_WAIT_MS). */
function WaitingForVoices() {
  const t = useMessages(LISTENING_TEXT);
  return (
    <div className="page game-screen drill-screen">
      <p className="listening-waiting">{t.waiting}</p>
    </div>
  );
}

/** No voice for either language (or no speech at all): nothing to hear, so no drill. */
function NoVoice() {
  const t = useMessages(LISTENING_TEXT);
  const why = missingVoiceMessage(useVoices(), ['en', 'ru'], useMessages(SPEECH_MESSAGES));
  return (
    <div className="page game-screen drill-screen">
      <section className="card listening-none" aria-labelledby="listening-none-title">
        <h2 id="listening-none-title" className="listening-none__title">
          {t.noVoiceTitle}
        </h2>
        <p>{why}</p>
        <p className="listening-none__help">{t.noVoiceHelp}</p>
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          {t.backHome}
        </Link>
      </section>
    </div>
  );
}
