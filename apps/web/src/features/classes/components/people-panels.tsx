import type { ClassDetail } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { useAuthStore } from '@/features/auth';
import { messagesNow, useFormat, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useNavigate } from 'react-router';
import { useAddTeacherMutation } from '../api/add-teacher';
import { failureReason } from '../api/failure-reason';
import { useRemoveMemberMutation } from '../api/remove-member';
import { useRemoveTeacherMutation } from '../api/remove-teacher';
import { CLASSES_TEXT } from '../classes.i18n';
import { CLASSES_PATH } from '../paths';
import { ConfirmButton } from './confirm-button';
import { InlineForm } from './inline-form';

/** The members, when they joined, and (for a teacher) Remove with a confirmation. */
export function MembersPanel({ detail, editable }: { detail: ClassDetail; editable: boolean }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const format = useFormat();
  const remove = useRemoveMemberMutation();
  const members = detail.members ?? [];
  return (
    <section className="classes__card card" aria-labelledby="class-members-title">
      <h2 id="class-members-title" className="classes__card-title">
        {TEXT.membersTitle} <span className="classes__count">({format.number(members.length)})</span>
      </h2>
      {members.length === 0 ? (
        <p className="classes__muted">{TEXT.membersEmpty}</p>
      ) : (
        <ul className="classes__people" aria-label={TEXT.membersTitle}>
          {members.map((member) => (
            <li key={member.id} className="classes__person">
              <span className="classes__person-name">{member.username}</span>
              <span className="classes__muted classes__small">{TEXT.joinedOn(format.date(member.joinedAt))}</span>
              {editable && (
                <ConfirmButton
                  size="sm"
                  variant="ghost"
                  accessibleName={TEXT.removeMember(member.username)}
                  title={TEXT.removeMemberTitle(member.username)}
                  body={TEXT.removeMemberBody}
                  confirmLabel={TEXT.remove}
                  pendingLabel={TEXT.removing}
                  run={() => remove.mutateAsync({ classId: detail.id, userId: member.id })}
                  onDone={() => toast.success(messagesNow(CLASSES_TEXT).memberRemoved(member.username))}
                >
                  {TEXT.remove}
                </ConfirmButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The teachers: the creator adds a co-teacher by username and removes one; a co-teacher may step
 * down (and no longer sees the class).
 */
export function TeachersPanel({ detail }: { detail: ClassDetail }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const SERVER = useMessages(SHARED_TEXT.CLASS_MESSAGES);
  const me = useAuthStore((s) => s.user?.id);
  const add = useAddTeacherMutation();
  const remove = useRemoveTeacherMutation();
  const navigate = useNavigate();
  return (
    <section className="classes__card card" aria-labelledby="class-teachers-title">
      <h2 id="class-teachers-title" className="classes__card-title">
        {TEXT.teachersTitle}
      </h2>
      <ul className="classes__people" aria-label={TEXT.teachersTitle}>
        {detail.teachers.map((teacher) => {
          const self = String(teacher.id) === me;
          return (
            <li key={teacher.id} className="classes__person">
              <span className="classes__person-name">
                {teacher.username}
                {self && ` (${TEXT.you})`}
              </span>
              {teacher.creator && <span className="classes__muted classes__small">{TEXT.creatorMark}</span>}
              {!teacher.creator && (detail.creator || self) && (
                <ConfirmButton
                  size="sm"
                  variant="ghost"
                  accessibleName={self ? TEXT.stepDown : TEXT.removeMember(teacher.username)}
                  title={self ? TEXT.stepDownTitle : TEXT.removeTeacherTitle(teacher.username)}
                  body={self ? TEXT.stepDownBody : TEXT.removeTeacherBody}
                  confirmLabel={self ? TEXT.stepDown : TEXT.remove}
                  pendingLabel={TEXT.removing}
                  run={() => remove.mutateAsync({ classId: detail.id, userId: teacher.id })}
                  onDone={() => {
                    const text = messagesNow(CLASSES_TEXT);
                    toast.success(self ? text.steppedDown : text.teacherRemoved(teacher.username));
                    if (self) void navigate(CLASSES_PATH, { replace: true });
                  }}
                >
                  {self ? TEXT.stepDown : TEXT.remove}
                </ConfirmButton>
              )}
            </li>
          );
        })}
      </ul>
      {detail.creator && (
        <InlineForm
          label={TEXT.addTeacherLabel}
          submitLabel={TEXT.addTeacher}
          pendingLabel={TEXT.adding}
          pending={add.isPending}
          error={add.isError ? failureReason(add.error) : null}
          emptyMessage={SERVER.usernameRequired}
          maxLength={100}
          spellCheck={false}
          onEdit={() => add.isError && add.reset()}
          onSubmit={(username, clear) =>
            add.mutate(
              { classId: detail.id, username },
              {
                onSuccess: () => {
                  clear();
                  toast.success(messagesNow(CLASSES_TEXT).teacherAdded(username));
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
