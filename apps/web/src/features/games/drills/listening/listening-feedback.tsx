import { LayoutNote } from '@/features/russian-input';
import { RussianWord } from '@/features/word-details';
import { useMessages } from '@/i18n';
import { stressedAnswer } from '../../engine/answer-language';
import type { DrillAnswer } from '../engine/drill-round';
import { DRILL_TEXT } from '../engine/drill.i18n';
import { heardText, judgeListening, type ListeningQuestion } from './logic';
import { LISTENING_TEXT } from './listening.i18n';

/** The word that was said, in its language: Russian with its stress marks (unless the learner hides them). */
function HeardWord({ question }: { question: ListeningQuestion }) {
  const { word, language } = question;
  const heard = heardText(word, language);
  if (language === 'en') return <strong lang="en">{heard}</strong>;
  return (
    <strong lang="ru">
      <RussianWord word={{ russian: heard, stressed: stressedAnswer(word, 'russian') }} />
    </strong>
  );
}

/** The word's other side: what it means. */
function Meaning({ question }: { question: ListeningQuestion }) {
  const { word, language } = question;
  if (language === 'ru') return <span lang="en">{word.english}</span>;
  return (
    <span lang="ru">
      <RussianWord word={word} />
    </span>
  );
}

/** After an answer: right, almost (with the right spelling) or not, the word heard and its meaning. */
export function ListeningFeedback({ question, answered }: { question: ListeningQuestion; answered: DrillAnswer }) {
  const t = useMessages(LISTENING_TEXT);
  const d = useMessages(DRILL_TEXT);
  const { outcome, given } = answered;
  const readAs = outcome === 'skipped' ? null : judgeListening(given, question).readAs;
  const verdict = { right: d.right, 'right-with-help': d.almost, wrong: d.wrong, skipped: d.skipped }[outcome];
  const lead = outcome === 'right' ? null : outcome === 'right-with-help' ? t.rightSpelling : t.theWord;
  return (
    <>
      <p className="listening__verdict">{verdict}</p>
      <p className="drill__feedback-line">
        {lead && <>{lead} </>}
        <HeardWord question={question} /> — <Meaning question={question} />
      </p>
      {outcome === 'wrong' && (
        <p className="drill__feedback-line">
          {t.youTyped} <span lang={question.language}>{given}</span>
        </p>
      )}
      {readAs && <LayoutNote reading={readAs} className="drill__feedback-line" />}
    </>
  );
}
