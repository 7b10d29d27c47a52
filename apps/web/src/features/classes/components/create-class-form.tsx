import { useNavigate } from 'react-router';
import { CLASS_LIMITS } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useCreateClassMutation } from '../api/create-class';
import { failureReason } from '../api/failure-reason';
import { CLASSES_TEXT } from '../classes.i18n';
import { classPath } from '../paths';
import { InlineForm } from './inline-form';

/** "Create a class": a name; the new class's page opens, its creator its teacher. */
export function CreateClassForm() {
  const TEXT = useMessages(CLASSES_TEXT);
  const SERVER = useMessages(SHARED_TEXT.CLASS_MESSAGES);
  const create = useCreateClassMutation();
  const navigate = useNavigate();
  return (
    <section className="classes__card card" aria-labelledby="classes-create-title">
      <h2 id="classes-create-title" className="classes__card-title">
        {TEXT.createTitle}
      </h2>
      <p className="classes__muted">{TEXT.createBody}</p>
      <InlineForm
        label={TEXT.className}
        submitLabel={TEXT.create}
        pendingLabel={TEXT.creating}
        pending={create.isPending}
        error={create.isError ? failureReason(create.error) : null}
        emptyMessage={SERVER.nameRequired}
        maxLength={CLASS_LIMITS.nameMaxLength}
        onEdit={() => create.isError && create.reset()}
        onSubmit={(name) =>
          create.mutate(name, {
            onSuccess: (created) => {
              toast.success(messagesNow(CLASSES_TEXT).created(created.name));
              void navigate(classPath(created.id));
            },
          })
        }
      />
    </section>
  );
}
