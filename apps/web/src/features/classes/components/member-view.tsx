import { Link, useNavigate } from 'react-router';
import { GAMES, type ClassDetail } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { useAuthStore } from '@/features/auth';
import { gamePathWithCategory } from '@/features/category-picker';
import { messagesNow, useMessages } from '@/i18n';
import { useRemoveMemberMutation } from '../api/remove-member';
import { CLASSES_TEXT } from '../classes.i18n';
import { cellBand } from '../progress-grid';
import { CLASSES_PATH } from '../paths';
import { AssignmentFacts } from './assignments-panel';
import { ClassHeader } from './class-header';
import { ConfirmButton } from './confirm-button';
import { useAssignmentText } from './use-assignment-text';

/** A member's class: its teachers, the assignments with their own progress and the games to play them in, and Leave. */
export function MemberView({ detail }: { detail: ClassDetail }) {
  const TEXT = useMessages(CLASSES_TEXT);
  return (
    <>
      <ClassHeader detail={detail}>
        <LeaveButton detail={detail} />
      </ClassHeader>
      <section className="classes__card card" aria-labelledby="class-assignments-title">
        <h2 id="class-assignments-title" className="classes__card-title">
          {TEXT.assignmentsTitle}
        </h2>
        {detail.assignments.length === 0 ? (
          <p className="classes__muted">{TEXT.assignmentsEmpty}</p>
        ) : (
          <ul className="classes__assignments" aria-label={TEXT.assignmentsTitle}>
            {detail.assignments.map((assignment) => (
              <MemberAssignment key={assignment.id} assignment={assignment} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function MemberAssignment({ assignment }: { assignment: ClassDetail['assignments'][number] }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const text = useAssignmentText();
  const progress = assignment.progress;
  const band = progress ? cellBand(progress, assignment) : 'none';
  return (
    <li className="classes__assignment classes__assignment--member">
      <div className="classes__assignment-facts">
        <AssignmentFacts assignment={assignment} />
        {progress && (
          <div className={`classes__my-progress classes__cell--${band}`}>
            <span className="classes__band" aria-hidden="true" />
            <p>
              <strong>{TEXT.myProgress}: </strong>
              {text.learned(progress)}
              {progress.done && <span className="classes__done"> ✓ {TEXT.done}</span>}
            </p>
            <p className="classes__muted classes__small">{text.details(progress)}</p>
          </div>
        )}
      </div>
      <nav className="classes__play" aria-label={TEXT.playCategory(assignment.category.displayName)}>
        <span className="classes__play-label" aria-hidden="true">
          {TEXT.playWith}
        </span>
        {GAMES.map((game) => (
          <Link
            key={game.id}
            to={gamePathWithCategory(game.path, assignment.category.name)}
            className="classes__play-link"
            aria-label={TEXT.playIn(text.gameName(game.id), assignment.category.displayName)}
          >
            {text.gameName(game.id)}
          </Link>
        ))}
      </nav>
    </li>
  );
}

/** Leave class (asked first); the list of classes afterwards. */
function LeaveButton({ detail }: { detail: ClassDetail }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const me = Number(useAuthStore((s) => s.user?.id));
  const leave = useRemoveMemberMutation();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      title={TEXT.leaveTitle(detail.name)}
      body={TEXT.leaveBody}
      confirmLabel={TEXT.leave}
      pendingLabel={TEXT.leaving}
      run={() => leave.mutateAsync({ classId: detail.id, userId: me })}
      onDone={() => {
        toast.success(messagesNow(CLASSES_TEXT).left(detail.name));
        void navigate(CLASSES_PATH, { replace: true });
      }}
    >
      {TEXT.leave}
    </ConfirmButton>
  );
}
