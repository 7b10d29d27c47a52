import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { NotFoundIcon } from '@/components/icons';
import { buttonClass } from '@/components/ui/button';
import { EmptyState, EmptyStateText } from '@/components/ui/empty-state';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { ApiError } from '@/lib/api-client';
import { classQuery } from '../api/get-class';
import { useClassesUserId } from '../api/use-classes-user';
import { CLASSES_TEXT } from '../classes.i18n';
import { CLASSES_PATH } from '../paths';
import { MemberView } from './member-view';
import { FailureState, LoadingState } from './states';
import { AdminView, TeacherView } from './teacher-view';
import './classes.css';

/** "12" → 12; anything else is no class. */
const classIdOf = (param: string | undefined): number | null => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

/**
 * /classes/{id} (signed-in users): the class as the caller may see it — a teacher runs it and
 * reads everyone's progress, a member sees the assignments with their own progress, an
 * administrator reads it and may delete it.
 */
export function ClassPage() {
  const classId = classIdOf(useParams().id);
  return <div className="page classes">{classId === null ? <ClassNotFound /> : <ClassScreen classId={classId} />}</div>;
}

function ClassScreen({ classId }: { classId: number }) {
  const TEXT = useMessages(CLASSES_TEXT);
  useMessages(SHARED_TEXT.CLASS_MESSAGES);
  const userId = useClassesUserId();
  const detail = useQuery(classQuery(userId, classId));

  if (detail.isPending) return <LoadingState>{TEXT.classLoading}</LoadingState>;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <ClassNotFound />;
    return (
      <div className="classes__card card">
        <FailureState
          title={TEXT.classLoadFailed}
          error={detail.error}
          retrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  }
  const data = detail.data;
  if (data.role === 'teacher') return <TeacherView detail={data} />;
  if (data.role === 'admin') return <AdminView detail={data} />;
  return <MemberView detail={data} />;
}

function ClassNotFound() {
  const TEXT = useMessages(CLASSES_TEXT);
  return (
    <EmptyState
      className="classes__card card"
      icon={<NotFoundIcon />}
      title={TEXT.notFoundTitle}
      actions={
        <Link to={CLASSES_PATH} className={buttonClass({ variant: 'primary' })}>
          {TEXT.backToClasses}
        </Link>
      }
    >
      <EmptyStateText>{TEXT.notFoundBody}</EmptyStateText>
    </EmptyState>
  );
}
