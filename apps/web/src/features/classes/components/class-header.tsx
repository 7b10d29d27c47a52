import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CLASS_LIMITS, type ClassDetail } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { TextPromptDialog } from '@/components/ui/text-prompt-dialog';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { failureReason } from '../api/failure-reason';
import { useRenameClassMutation } from '../api/rename-class';
import { CLASSES_TEXT } from '../classes.i18n';
import { CLASSES_PATH } from '../paths';
import { RoleBadge, TeachersLine } from './class-badges';

/** The class's name (the page's heading under the header's "Class"), the caller's role, its teachers and its actions. */
export function ClassHeader({ detail, children }: { detail: ClassDetail; children?: ReactNode }) {
  const TEXT = useMessages(CLASSES_TEXT);
  return (
    <section className="classes__card classes__header card" aria-labelledby="class-name">
      <Link to={CLASSES_PATH} className="classes__back">
        ← {TEXT.backToClasses}
      </Link>
      <div className="classes__item-head">
        <h2 id="class-name" className="classes__class-name">
          {detail.name}
        </h2>
        <RoleBadge role={detail.role} />
      </div>
      <TeachersLine teachers={detail.teachers} />
      {detail.role === 'admin' && <p className="classes__muted">{TEXT.adminNote}</p>}
      {children && <div className="classes__actions">{children}</div>}
    </section>
  );
}

/** A teacher's Rename: the name in a one-line dialog; the server's refusal shown there. */
export function RenameButton({ detail }: { detail: ClassDetail }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const SERVER = useMessages(SHARED_TEXT.CLASS_MESSAGES);
  const [open, setOpen] = useState(false);
  const rename = useRenameClassMutation();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{TEXT.rename}</Button>
      <TextPromptDialog
        open={open}
        title={TEXT.renameTitle}
        label={TEXT.className}
        initialValue={detail.name}
        submitLabel={TEXT.save}
        emptyMessage={SERVER.nameRequired}
        validate={(name) => (name.length > CLASS_LIMITS.nameMaxLength ? SERVER.nameTooLong : null)}
        pending={rename.isPending}
        error={rename.isError ? failureReason(rename.error) : null}
        onCancel={() => {
          setOpen(false);
          rename.reset();
        }}
        onSubmit={(name) =>
          rename.mutate(
            { classId: detail.id, name },
            {
              onSuccess: () => {
                setOpen(false);
                toast.success(messagesNow(CLASSES_TEXT).renamed);
              },
            },
          )
        }
      />
    </>
  );
}
