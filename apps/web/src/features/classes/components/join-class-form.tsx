import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { failureReason } from '../api/failure-reason';
import { useJoinClassMutation } from '../api/join-class';
import { CLASSES_TEXT } from '../classes.i18n';
import { classPath } from '../paths';
import { InlineForm } from './inline-form';

/** "Join a class" with a code typed in (the link's page does the same for a link). */
export function JoinClassForm() {
  const TEXT = useMessages(CLASSES_TEXT);
  const SERVER = useMessages(SHARED_TEXT.CLASS_MESSAGES);
  const join = useJoinClassMutation();
  const navigate = useNavigate();
  return (
    <section className="classes__card card" aria-labelledby="classes-join-title">
      <h2 id="classes-join-title" className="classes__card-title">
        {TEXT.joinTitle}
      </h2>
      <InlineForm
        label={TEXT.inviteCode}
        hint={TEXT.joinBody}
        submitLabel={TEXT.join}
        pendingLabel={TEXT.joining}
        pending={join.isPending}
        error={join.isError ? failureReason(join.error) : null}
        emptyMessage={SERVER.inviteInvalid}
        maxLength={64}
        spellCheck={false}
        onEdit={() => join.isError && join.reset()}
        onSubmit={(code) =>
          join.mutate(code, {
            onSuccess: (joined) => {
              toast.success(messagesNow(CLASSES_TEXT).joined(joined.name));
              void navigate(classPath(joined.id));
            },
          })
        }
      />
    </section>
  );
}
