import type { ClassDetail } from '@slovo/shared';
import { AssignmentsPanel } from './assignments-panel';
import { ClassHeader, RenameButton } from './class-header';
import { DeleteClassButton } from './delete-class-button';
import { InvitePanel } from './invite-panel';
import { MembersPanel, TeachersPanel } from './people-panels';
import { ProgressSection } from './progress-section';

/** A teacher's class: rename and delete, the invite, the assignments, everyone's progress, the members and teachers. */
export function TeacherView({ detail }: { detail: ClassDetail }) {
  return (
    <>
      <ClassHeader detail={detail}>
        <RenameButton detail={detail} />
        {detail.creator && <DeleteClassButton detail={detail} />}
      </ClassHeader>
      <div className="classes__grid">
        {detail.invite && <InvitePanel detail={detail} invite={detail.invite} />}
        <AssignmentsPanel detail={detail} editable />
      </div>
      <ProgressSection classId={detail.id} editable />
      <div className="classes__grid">
        <MembersPanel detail={detail} editable />
        <TeachersPanel detail={detail} />
      </div>
    </>
  );
}

/** An administrator's view of somebody's class: read only, and Delete. */
export function AdminView({ detail }: { detail: ClassDetail }) {
  return (
    <>
      <ClassHeader detail={detail}>
        <DeleteClassButton detail={detail} />
      </ClassHeader>
      <ProgressSection classId={detail.id} editable={false} />
      <div className="classes__grid">
        <AssignmentsPanel detail={detail} editable={false} />
        <MembersPanel detail={detail} editable={false} />
      </div>
    </>
  );
}
