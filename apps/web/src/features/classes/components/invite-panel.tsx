import { Suspense, lazy, useId } from 'react';
import type { ClassDetail, Invite } from '@slovo/shared';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import { failureReason } from '../api/failure-reason';
import { useRotateInviteMutation } from '../api/rotate-invite';
import { useSwitchInviteMutation } from '../api/switch-invite';
import { CLASSES_TEXT } from '../classes.i18n';
import { groupedCode, joinLink } from '../invite-code';
import { ConfirmButton } from './confirm-button';

const QrCode = lazy(() => import('./qr-code'));

/**
 * The teacher's invite: the code (grouped for reading out), the join link with Copy, its QR code,
 * a new code (asked first: the old one stops working) and the on/off switch.
 */
export function InvitePanel({ detail, invite }: { detail: ClassDetail; invite: Invite }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const linkId = useId();
  const link = joinLink(invite.code);
  const rotate = useRotateInviteMutation();
  return (
    <section className="classes__card card" aria-labelledby="class-invite-title">
      <h2 id="class-invite-title" className="classes__card-title">
        {TEXT.inviteTitle}
      </h2>
      <p className="classes__muted">{TEXT.inviteBody}</p>
      <InviteSwitch classId={detail.id} enabled={invite.enabled} />
      {!invite.enabled && (
        <p className="classes__note" role="status">
          {TEXT.inviteOffNote}
        </p>
      )}
      <div className="classes__invite" data-enabled={invite.enabled}>
        <div className="classes__invite-text">
          <p className="classes__label">{TEXT.code}</p>
          <p className="classes__code" aria-label={TEXT.codeGrouped(groupedCode(invite.code).split(' ').join(', '))}>
            {groupedCode(invite.code)}
          </p>
          <label className="classes__label" htmlFor={linkId}>
            {TEXT.link}
          </label>
          <div className="classes__link-row">
            <input
              id={linkId}
              className="field__input classes__link"
              value={link}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <CopyButton text={link} label={TEXT.copyLink} />
          </div>
          <div className="classes__actions">
            <ConfirmButton
              variant="secondary"
              title={TEXT.rotateTitle}
              body={TEXT.rotateBody}
              confirmLabel={TEXT.rotate}
              pendingLabel={TEXT.rotating}
              run={() => rotate.mutateAsync(detail.id)}
              onDone={() => toast.success(messagesNow(CLASSES_TEXT).rotated)}
            >
              {TEXT.rotate}
            </ConfirmButton>
          </div>
        </div>
        <Suspense
          fallback={
            <div className="classes__qr classes__qr--loading" role="status">
              <Spinner label={TEXT.qrLoading} />
            </div>
          }
        >
          <QrCode text={link} label={TEXT.qrLabel} />
        </Suspense>
      </div>
    </section>
  );
}

/** The invite's on/off switch: a switch button, its state in words too. */
function InviteSwitch({ classId, enabled }: { classId: number; enabled: boolean }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const change = useSwitchInviteMutation();
  const shown = change.isPending && change.variables ? change.variables.enabled : enabled;
  return (
    <div className="classes__switch-row">
      <button
        type="button"
        role="switch"
        className="classes__switch"
        aria-checked={shown}
        disabled={change.isPending}
        onClick={() =>
          change.mutate(
            { classId, enabled: !enabled },
            {
              onSuccess: (invite) =>
                toast.success(
                  invite.enabled ? messagesNow(CLASSES_TEXT).inviteEnabled : messagesNow(CLASSES_TEXT).inviteDisabled,
                ),
            },
          )
        }
      >
        <span className="classes__switch-track" aria-hidden="true">
          <span className="classes__switch-thumb" />
        </span>
        <span>{TEXT.inviteSwitch}</span>
      </button>
      {change.isError && (
        <p className="field__error" role="alert">
          {failureReason(change.error)}
        </p>
      )}
    </div>
  );
}
