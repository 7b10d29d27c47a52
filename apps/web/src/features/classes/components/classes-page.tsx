import { useQuery } from '@tanstack/react-query';
import { ClassesIcon } from '@/components/icons';
import { EmptyState, EmptyStateText } from '@/components/ui/empty-state';
import { isAdmin, useAuthStore } from '@/features/auth';
import { useMessages } from '@/i18n';
import { allClassesQuery } from '../api/get-all-classes';
import { myClassesQuery } from '../api/get-my-classes';
import { useClassesUserId } from '../api/use-classes-user';
import { CLASSES_TEXT } from '../classes.i18n';
import { ClassList } from './class-list';
import { CreateClassForm } from './create-class-form';
import { JoinClassForm } from './join-class-form';
import { FailureState, LoadingState } from './states';
import './classes.css';

/**
 * /classes (signed-in users): the classes I teach and those I belong to, "Create a class" and
 * "Join a class"; an administrator also sees every class.
 */
export function ClassesPage() {
  const TEXT = useMessages(CLASSES_TEXT);
  const userId = useClassesUserId();
  const admin = useAuthStore((s) => isAdmin(s.user));
  const classes = useQuery(myClassesQuery(userId));

  let content;
  if (classes.isPending) content = <LoadingState>{TEXT.loading}</LoadingState>;
  else if (classes.isError) {
    content = (
      <FailureState
        title={TEXT.loadFailed}
        error={classes.error}
        retrying={classes.isFetching}
        onRetry={() => void classes.refetch()}
      />
    );
  } else if (classes.data.length === 0) {
    content = (
      <EmptyState className="classes__empty" icon={<ClassesIcon />} title={TEXT.emptyTitle} actions={null}>
        <EmptyStateText>{TEXT.emptyBody}</EmptyStateText>
      </EmptyState>
    );
  } else content = <ClassList classes={classes.data} label={TEXT.listTitle} />;

  return (
    <div className="page classes">
      <section className="classes__card card" aria-labelledby="classes-mine-title">
        <h2 id="classes-mine-title" className="classes__card-title">
          {TEXT.listTitle}
        </h2>
        {content}
      </section>
      <div className="classes__grid">
        <CreateClassForm />
        <JoinClassForm />
      </div>
      {admin && <AllClasses userId={userId} />}
    </div>
  );
}

/** An administrator's list of every class (they open, read and delete any). */
function AllClasses({ userId }: { userId: string }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const classes = useQuery(allClassesQuery(userId));
  return (
    <section className="classes__card card" aria-labelledby="classes-all-title">
      <h2 id="classes-all-title" className="classes__card-title">
        {TEXT.adminTitle}
      </h2>
      {classes.isPending ? (
        <LoadingState>{TEXT.loading}</LoadingState>
      ) : classes.isError ? (
        <FailureState
          title={TEXT.loadFailed}
          error={classes.error}
          retrying={classes.isFetching}
          onRetry={() => void classes.refetch()}
        />
      ) : classes.data.length === 0 ? (
        <p className="classes__muted">{TEXT.adminEmpty}</p>
      ) : (
        <ClassList classes={classes.data.map((item) => ({ ...item, role: 'admin' }))} label={TEXT.adminTitle} />
      )}
    </section>
  );
}
