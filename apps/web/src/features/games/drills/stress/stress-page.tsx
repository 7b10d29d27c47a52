import { useSpeech } from '@/features/speech';
import { useMessages } from '@/i18n';
import { DrillGame } from '../engine/drill-game';
import { DRILL_TEXT } from '../engine/drill.i18n';
import { DrillScreen } from '../engine/drill-screen';
import { canAskStress, stressQuestions } from './logic';
import { STRESS_TEXT } from './stress.i18n';
import { StressQuestionView } from './stress-question';
import './stress-drill.css';

/**
 * /drills/stress (issue 33 §4): a Russian word without marks; the learner taps (or presses the
 * number of) the stressed vowel. The answer shows the mark and is read aloud where a Russian voice
 * exists.
 */
export function StressPage() {
  const t = useMessages(STRESS_TEXT);
  const d = useMessages(DRILL_TEXT);
  const speech = useSpeech();
  return (
    <DrillScreen
      drillId="stress"
      canAsk={canAskStress}
      notice={<p className="drill__prompt-label">{t.notice}</p>}
      renderGame={(context) => (
        <DrillGame
          context={context}
          makeQuestions={stressQuestions}
          renderQuestion={(question, answer, answered) => (
            <StressQuestionView question={question} answer={answer} answered={answered} />
          )}
          renderFeedback={(question, answered) => (
            <>
              <p>{answered.outcome === 'right' ? d.right : d.wrong}</p>
              <p className="drill__feedback-line">
                {d.answerIs} <span lang="ru">{question.word.stressed}</span>
                {answered.outcome !== 'right' && (
                  <>
                    {' · '}
                    {d.youAnswered} <span lang="ru">{answered.given}</span>
                  </>
                )}
              </p>
            </>
          )}
          onAnswered={(question) => {
            const { russian, sound } = question.word;
            if (speech.canSay('ru', sound)) speech.sayWord({ text: russian, language: 'ru', sound });
          }}
        />
      )}
    />
  );
}
