import { useMessages } from '@/i18n';
import { DrillGame } from '../engine/drill-game';
import { DRILL_TEXT } from '../engine/drill.i18n';
import { DrillScreen } from '../engine/drill-screen';
import { canAskGender, endingNote, genderQuestions, type GenderQuestion } from './logic';
import { GENDER_TEXT } from './gender.i18n';
import { GenderQuestionView } from './gender-question';

/** /drills/gender (issue 33 §4): a noun; он, она, оно or plural only — and after a miss, why, where the ending misleads. */
export function GenderPage() {
  const t = useMessages(GENDER_TEXT);
  const d = useMessages(DRILL_TEXT);
  const note = (question: GenderQuestion) => {
    const kind = endingNote(question.word);
    return kind ? t.notes[kind] : null;
  };
  return (
    <DrillScreen
      drillId="gender"
      canAsk={canAskGender}
      notice={<p className="drill__prompt-label">{t.notice}</p>}
      renderGame={(context) => (
        <DrillGame
          context={context}
          makeQuestions={genderQuestions}
          renderQuestion={(question, answer, answered) => (
            <GenderQuestionView question={question} answer={answer} answered={answered} />
          )}
          renderFeedback={(question, answered) => (
            <>
              <p>
                {answered.outcome === 'right' ? d.right : d.wrong} {t.genderName[question.gender]}
              </p>
              {answered.outcome !== 'right' && note(question) && <p className="drill__feedback-line">{note(question)}</p>}
            </>
          )}
        />
      )}
    />
  );
}
