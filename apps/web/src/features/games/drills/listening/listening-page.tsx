import { useCallback } from 'react';
import type { GameWord } from '@slovo/shared';
import { VoiceNote } from '@/features/speech';
import { useMessages } from '@/i18n';
import { DrillScreen } from '../engine/drill-screen';
import { ListeningLanguageChoice, useListeningLanguage } from './language-choice';
import { useListeningOffer } from './listening-availability';
import { ListeningGame } from './listening-game';
import { canHear, playableLanguage, type ListeningLanguage } from './logic';
import { LISTENING_TEXT } from './listening.i18n';
import './listening.css';

/**
 * /drills/listening (issue 33 §4): hear a word in the chosen language and type it. Offered in the
 * languages the device has a voice for, and in Russian, whose recorded words (issue 34) need none:
 * without a Russian voice only those are asked, and the setup says so.
 */
export function ListeningPage() {
  const offer = useListeningOffer();
  if (offer.kind === 'waiting') return <WaitingForVoices />;
  return <ListeningDrill languages={offer.languages} voiced={offer.voiced} />;
}

function ListeningDrill({ languages, voiced }: { languages: ListeningLanguage[]; voiced: ListeningLanguage[] }) {
  const t = useMessages(LISTENING_TEXT);
  const [stored, choose] = useListeningLanguage();
  const language = playableLanguage(stored, languages);
  const hasVoice = voiced.includes(language);
  const canAsk = useCallback((word: Partial<GameWord>) => canHear(word, language, hasVoice), [language, hasVoice]);
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
          {!hasVoice && <p className="listening-setup__recorded">{t.recordedOnly}</p>}
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
