import type { CredentialCheck } from '@slovo/shared';
import { CheckIcon, PendingIcon } from '@/components/icons';
import { useMessages } from '@/i18n';
import { AUTH_DIALOG_TEXT } from '../auth-dialog.i18n';

interface CredentialChecklistProps {
  id: string;
  /** What the rules are about, read before them: "Username must have". */
  title: string;
  checks: readonly CredentialCheck[];
  /** After a refused submit an unmet rule shows as an error, not merely as "not yet". */
  flagUnmet: boolean;
}

/**
 * A field's rules, visible before the first submit and ticked as the player types. The field points
 * at the list with aria-describedby, so a screen reader reads each rule with its state ("met" /
 * "not met yet") when the field is focused, without announcing every keystroke.
 */
export function CredentialChecklist({ id, title, checks, flagUnmet }: CredentialChecklistProps) {
  const t = useMessages(AUTH_DIALOG_TEXT);
  return (
    <div id={id} className="auth-checklist">
      <span className="visually-hidden">{title}: </span>
      <ul className="auth-checklist__items">
        {checks.map((check) => {
          const state = check.met ? 'met' : flagUnmet ? 'unmet' : 'pending';
          const Icon = check.met ? CheckIcon : PendingIcon;
          return (
            <li key={check.id} className={`auth-checklist__item auth-checklist__item--${state}`} data-rule={check.id}>
              <Icon className="auth-checklist__icon" size={14} strokeWidth={check.met ? 3 : 2} aria-hidden="true" />
              <span>{check.label}</span>
              <span className="visually-hidden">{check.met ? t.ruleMet : t.ruleNotMet}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
