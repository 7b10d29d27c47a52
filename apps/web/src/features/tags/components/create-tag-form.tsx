import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  normalizeTagColor,
  normalizeTagDescription,
  normalizeTagDisplayName,
  normalizeTagIcon,
  tagColorError,
  tagDescriptionError,
  tagDisplayNameError,
  tagIconError,
  tagNameError,
  tagNameFromDisplayName,
} from '@slovo/shared/rules/tag-rules';
import { DEFAULT_TAG_IS_PUBLIC } from '@slovo/shared/limits/tags';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerText, useMessages } from '@/i18n';
import type { NewTag } from '../api/create-tag';
import { CREATE_TAG_TEXT } from '../tags.i18n';

export { CREATE_TAG_TEXT };

type Field = 'displayName' | 'name' | 'color' | 'icon' | 'description';

interface CreateTagFormProps {
  /** The search text the admin typed: the new tag's display name to start from. */
  initialDisplayName: string;
  pending: boolean;
  /** The server's refusal ('Failed to create tag: Tag "x" already exists'). */
  error: string | null;
  onSubmit: (tag: NewTag) => void;
  onCancel: () => void;
}

const HEX_PREVIEW = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The admin's inline "new tag" form inside Manage Tags: display name from the search text, the
 * slug name following it until edited, optional colour, icon and description, public by default.
 * Checked with the server's rules before sending; Escape closes the form only, not the dialog.
 */
export function CreateTagForm({ initialDisplayName, pending, error, onSubmit, onCancel }: CreateTagFormProps) {
  const baseId = useId();
  const text = useMessages(CREATE_TAG_TEXT);
  const [values, setValues] = useState<Record<Field, string>>({
    displayName: initialDisplayName,
    name: tagNameFromDisplayName(initialDisplayName),
    color: '',
    icon: '',
    description: '',
  });
  const [nameEdited, setNameEdited] = useState(false);
  const [isPublic, setIsPublic] = useState(DEFAULT_TAG_IS_PUBLIC);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'displayName' && !nameEdited ? { name: tagNameFromDisplayName(value) } : {}),
    }));
    if (field === 'name') setNameEdited(true);
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const name = values.name.trim();
    const found: Partial<Record<Field, string>> = {
      displayName: tagDisplayNameError(values.displayName) ?? undefined,
      name: tagNameError(name) ?? undefined,
      color: tagColorError(values.color) ?? undefined,
      icon: tagIconError(values.icon) ?? undefined,
      description: tagDescriptionError(values.description) ?? undefined,
    };
    setProblems(found);
    const first = (Object.keys(found) as Field[]).find((field) => found[field] !== undefined);
    if (first) {
      document.getElementById(`${baseId}-${first}`)?.focus();
      return;
    }
    onSubmit({
      name,
      displayName: normalizeTagDisplayName(values.displayName),
      description: normalizeTagDescription(values.description),
      color: normalizeTagColor(values.color),
      icon: normalizeTagIcon(values.icon),
      isPublic,
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The dialog listens for Escape on the document: stopped here, it closes only this form.
    event.stopPropagation();
    if (!pending) onCancel();
  };

  const input = (field: Field, label: string, options: { hint?: string; autoFocus?: boolean; lang?: string } = {}) => {
    const id = `${baseId}-${field}`;
    const problem = problems[field];
    const described = [problem && `${id}-error`, options.hint && `${id}-hint`].filter(Boolean).join(' ');
    return (
      <div className={`field create-tag__field create-tag__field--${field}`}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <div className={field === 'color' ? 'create-tag__color' : undefined}>
          <input
            id={id}
            className="field__input"
            value={values[field]}
            autoComplete="off"
            spellCheck={false}
            disabled={pending}
            placeholder={field === 'color' ? '#3b82f6' : undefined}
            lang={options.lang}
            autoFocus={options.autoFocus}
            aria-invalid={problem ? true : undefined}
            aria-describedby={described || undefined}
            onChange={(event) => change(field, event.target.value)}
          />
          {field === 'color' && (
            <span
              className="create-tag__swatch"
              aria-hidden="true"
              style={HEX_PREVIEW.test(values.color.trim()) ? { background: values.color.trim() } : undefined}
            />
          )}
        </div>
        {options.hint && (
          <span id={`${id}-hint`} className="field__hint">
            {options.hint}
          </span>
        )}
        {problem && (
          <span id={`${id}-error`} className="field__error">
            {localizeServerText(problem)}
          </span>
        )}
      </div>
    );
  };

  return (
    <form
      className="create-tag"
      aria-labelledby={`${baseId}-title`}
      aria-busy={pending || undefined}
      noValidate
      onSubmit={submit}
      onKeyDown={onKeyDown}
    >
      <h3 id={`${baseId}-title`} className="tag-editor__heading">
        {text.title}
      </h3>
      <div className="create-tag__grid">
        {input('displayName', text.displayName, { autoFocus: true })}
        {input('name', text.name, { hint: text.nameHint, lang: 'en' })}
        {input('color', text.color)}
        {input('icon', text.icon)}
        {input('description', text.description)}
      </div>
      <label className="create-tag__check">
        <input type="checkbox" checked={isPublic} disabled={pending} onChange={(event) => setIsPublic(event.target.checked)} />
        {text.isPublic}
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="create-tag__actions">
        <Button size="sm" disabled={pending} onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button size="sm" type="submit" variant="primary" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner size="sm" />}
          {pending ? text.pending : text.submit}
        </Button>
      </div>
    </form>
  );
}
