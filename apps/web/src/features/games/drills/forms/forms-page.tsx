import { checkTypedAnswer, stripStress } from '@slovo/shared';
import { LayoutNote } from '@/features/russian-input';
import { useMessages } from '@/i18n';
import { DrillGame } from '../engine/drill-game';
import { DRILL_TEXT } from '../engine/drill.i18n';
import { DrillScreen } from '../engine/drill-screen';
import { canAskForms, formsQuestions } from './logic';
import { FORMS_TEXT } from './forms.i18n';
import { FormsQuestionView } from './forms-question';
import './forms-drill.css';

/**
 * /drills/forms (issue 33 §4): the form a phrase needs — нет …, два …, много …, я …, ты …, они …,
 * the aspect partner — typed (on any keyboard), or chosen among four in a small round.
 */
export function FormsPage() {
  const t = useMessages(FORMS_TEXT);
  const d = useMessages(DRILL_TEXT);
  const verdict = { right: d.right, 'right-with-help': d.almost, wrong: d.wrong, skipped: d.skipped };
  return (
    <DrillScreen
      drillId="forms"
      canAsk={canAskForms}
      notice={<p className="drill__prompt-label">{t.notice}</p>}
      renderGame={(context) => (
        <DrillGame
          context={context}
          makeQuestions={(words) => formsQuestions(words, context.wordCount)}
          renderQuestion={(question, answer, answered) => (
            <FormsQuestionView question={question} answer={answer} answered={answered} />
          )}
          renderFeedback={(question, answered) => {
            const readAs = question.choices ? null : checkTypedAnswer(answered.given, stripStress(question.expected)).readAs;
            const chosenRight = question.choices !== null && answered.outcome !== 'wrong';
            return (
              <>
                <p>{chosenRight ? d.right : verdict[answered.outcome]}</p>
                {answered.outcome !== 'right' && !chosenRight && (
                  <p className="drill__feedback-line">
                    {d.answerIs} <span lang="ru">{question.expected}</span>
                  </p>
                )}
                {readAs && <LayoutNote reading={readAs} className="drill__feedback-line" />}
              </>
            );
          }}
        />
      )}
    />
  );
}
