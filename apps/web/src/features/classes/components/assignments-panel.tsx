import { useState, type FormEvent } from 'react';
import type { ClassDetail } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import { useDeleteAssignmentMutation } from '../api/delete-assignment';
import { failureReason } from '../api/failure-reason';
import { useChangeDueDateMutation } from '../api/update-assignment';
import { CLASSES_TEXT } from '../classes.i18n';
import { AssignDialog } from './assign-dialog';
import { ConfirmButton } from './confirm-button';
import { DueDateField } from './due-date-field';
import { useAssignmentText } from './use-assignment-text';

type ClassAssignment = ClassDetail['assignments'][number];

/** What an assignment asks: its category, due date, skills, target and words. */
export function AssignmentFacts({ assignment }: { assignment: ClassAssignment }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const text = useAssignmentText();
  const overdue = text.overdue(assignment.dueDate);
  return (
    <>
      <p className="classes__assignment-name">
        {assignment.category.displayName}
        {assignment.wordIds !== null && <span className="classes__tag">{TEXT.practice}</span>}
      </p>
      <p className="classes__muted classes__small">
        <span className={overdue ? 'classes__overdue' : undefined}>
          {text.due(assignment.dueDate)}
          {overdue && ` (${TEXT.overdue})`}
        </span>
        {' · '}
        {TEXT.wordCount(assignment.words)} · {text.target(assignment.target)}
      </p>
      <p className="classes__muted classes__small">{text.kinds(assignment.kinds)}</p>
    </>
  );
}

/** The assignments; a teacher assigns a category, changes a due date and removes one. */
export function AssignmentsPanel({ detail, editable }: { detail: ClassDetail; editable: boolean }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const [assigning, setAssigning] = useState(false);
  const [changing, setChanging] = useState<ClassAssignment | null>(null);
  const remove = useDeleteAssignmentMutation();
  return (
    <section className="classes__card card" aria-labelledby="class-assignments-title">
      <div className="classes__card-head">
        <h2 id="class-assignments-title" className="classes__card-title">
          {TEXT.assignmentsTitle}
        </h2>
        {editable && (
          <Button variant="primary" onClick={() => setAssigning(true)}>
            {TEXT.assign}
          </Button>
        )}
      </div>
      {detail.assignments.length === 0 ? (
        <p className="classes__muted">{TEXT.assignmentsEmpty}</p>
      ) : (
        <ul className="classes__assignments" aria-label={TEXT.assignmentsTitle}>
          {detail.assignments.map((assignment) => (
            <li key={assignment.id} className="classes__assignment">
              <div className="classes__assignment-facts">
                <AssignmentFacts assignment={assignment} />
              </div>
              {editable && (
                <div className="classes__actions">
                  <Button
                    size="sm"
                    onClick={() => setChanging(assignment)}
                    aria-label={TEXT.changeDueOf(assignment.category.displayName)}
                  >
                    {TEXT.changeDue}
                  </Button>
                  <ConfirmButton
                    size="sm"
                    variant="ghost"
                    accessibleName={TEXT.removeAssignment(assignment.category.displayName)}
                    title={TEXT.removeAssignmentTitle(assignment.category.displayName)}
                    body={TEXT.removeAssignmentBody}
                    confirmLabel={TEXT.remove}
                    pendingLabel={TEXT.removing}
                    run={() => remove.mutateAsync({ classId: detail.id, assignmentId: assignment.id })}
                    onDone={() => toast.success(messagesNow(CLASSES_TEXT).assignmentRemoved)}
                  >
                    {TEXT.remove}
                  </ConfirmButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {assigning && <AssignDialog classId={detail.id} onClose={() => setAssigning(false)} />}
      {changing && <DueDateDialog classId={detail.id} assignment={changing} onClose={() => setChanging(null)} />}
    </section>
  );
}

/** Change an assignment's due date, or take it away. */
function DueDateDialog({ classId, assignment, onClose }: { classId: number; assignment: ClassAssignment; onClose: () => void }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const [dueDate, setDueDate] = useState(assignment.dueDate ?? '');
  const change = useChangeDueDateMutation();
  const close = () => !change.isPending && onClose();
  const save = (value: string | null) =>
    change.mutate(
      { classId, assignmentId: assignment.id, dueDate: value },
      {
        onSuccess: () => {
          toast.success(messagesNow(CLASSES_TEXT).dueChanged);
          onClose();
        },
      },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending) save(dueDate || null);
  };
  return (
    <Modal open title={TEXT.changeDueTitle(assignment.category.displayName)} onClose={close}>
      <form className="classes__dialog-form" onSubmit={submit} noValidate>
        <DueDateField value={dueDate} onChange={setDueDate} autoFocus />
        {assignment.dueDate !== null && (
          <Button className="classes__start" disabled={change.isPending} onClick={() => save(null)}>
            {TEXT.clearDue}
          </Button>
        )}
        {change.isError && (
          <p className="field__error" role="alert">
            {failureReason(change.error)}
          </p>
        )}
        <DialogActions confirmLabel={TEXT.save} pending={change.isPending} onCancel={close} />
      </form>
    </Modal>
  );
}
