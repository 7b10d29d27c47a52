import { useQuery } from '@tanstack/react-query';
import { CLASS_MESSAGES } from '@slovo/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { ClassesIcon, NotFoundIcon } from '@/components/icons';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState, EmptyStateText } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useAuthStore } from '@/features/auth';
import { messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { failureReason, refusedWith } from '../api/failure-reason';
import { invitePreviewQuery } from '../api/get-invite-preview';
import { useJoinClassMutation } from '../api/join-class';
import { CLASSES_TEXT } from '../classes.i18n';
import { CLASSES_PATH, classPath } from '../paths';
import { LoadingState } from './states';
import './classes.css';

/**
 * /classes/join/{code} (everyone): which class the link opens, before joining. A visitor is asked
 * to sign in or register (the app's dialogs, over this page: they come back to it signed in); a
 * signed-in user joins and lands on the class's page. Each refusal says why.
 */
export function JoinClassPage() {
  const { code = '' } = useParams();
  const TEXT = useMessages(CLASSES_TEXT);
  useMessages(SHARED_TEXT.CLASS_MESSAGES);
  const preview = useQuery(invitePreviewQuery(code));

  if (preview.isPending) {
    return (
      <div className="page classes classes--narrow">
        <LoadingState>{TEXT.previewLoading}</LoadingState>
      </div>
    );
  }
  if (preview.isError) {
    return (
      <div className="page classes classes--narrow">
        <EmptyState
          className="classes__card card"
          icon={<NotFoundIcon />}
          title={TEXT.inviteInvalidTitle}
          role="alert"
          actions={
            <Link to={CLASSES_PATH} className={buttonClass({ variant: 'primary' })}>
              {TEXT.toMyClasses}
            </Link>
          }
        >
          <EmptyStateText>{failureReason(preview.error)}</EmptyStateText>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page classes classes--narrow">
      <section className="classes__card classes__invite-card card" aria-labelledby="join-class-title">
        <div className="classes__invite-icon" aria-hidden="true">
          <ClassesIcon />
        </div>
        <p className="classes__muted">{TEXT.invitedTo}</p>
        <h2 id="join-class-title" className="classes__class-name">
          {preview.data.name}
        </h2>
        <p className="classes__muted">{TEXT.teachersLine(preview.data.teachers.join(', '))}</p>
        <JoinAction code={code} name={preview.data.name} />
      </section>
    </div>
  );
}

function JoinAction({ code, name }: { code: string; name: string }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const user = useAuthStore((s) => s.user);
  const showLogin = useAuthStore((s) => s.showLogin);
  const showRegister = useAuthStore((s) => s.showRegister);
  const join = useJoinClassMutation();
  const navigate = useNavigate();

  if (!user) {
    return (
      <div className="classes__join-actions">
        <p>{TEXT.signInToJoin}</p>
        <div className="classes__actions">
          <Button variant="primary" onClick={showLogin}>
            {TEXT.signIn}
          </Button>
          <Button onClick={showRegister}>{TEXT.register}</Button>
        </div>
      </div>
    );
  }
  const already = refusedWith(join.error, CLASS_MESSAGES.alreadyMember);
  return (
    <div className="classes__join-actions">
      <Button
        variant="primary"
        size="lg"
        disabled={join.isPending}
        aria-busy={join.isPending || undefined}
        onClick={() =>
          join.mutate(code, {
            onSuccess: (joined) => {
              toast.success(messagesNow(CLASSES_TEXT).joined(joined.name));
              void navigate(classPath(joined.id), { replace: true });
            },
          })
        }
      >
        {join.isPending && <Spinner size="sm" />}
        {join.isPending ? TEXT.joining : TEXT.joinClass(name)}
      </Button>
      {join.isError && (
        <div className="classes__join-error" role="alert">
          {already && <p className="classes__state-title">{TEXT.alreadyMemberTitle}</p>}
          <p className="field__error">{failureReason(join.error)}</p>
          <Link to={CLASSES_PATH} className={buttonClass()}>
            {TEXT.toMyClasses}
          </Link>
        </div>
      )}
    </div>
  );
}
