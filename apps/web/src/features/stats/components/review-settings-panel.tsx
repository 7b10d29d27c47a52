import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_DESIRED_RETENTION, MIN_DESIRED_RETENTION, type ReviewSettings } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import '@/components/ui/form-field.css';
import { reviewSettingsQuery, useSaveReviewSettingsMutation } from '../api/review-settings';
import { failureReason } from '../failure-reason';
import { localizeServerText, messagesNow, useLocale, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { STATS_TEXT, percent } from '../stats.i18n';

/** The form's value as a retention, or null when it is not one the server takes. */
function parseRetention(draft: string): number | null {
  const value = Number(draft.trim().replace(',', '.'));
  if (draft.trim() === '' || !Number.isFinite(value)) return null;
  return value >= MIN_DESIRED_RETENTION && value <= MAX_DESIRED_RETENTION ? value : null;
}

/** Desired retention, the one FSRS setting a player may change (the server keeps it per player). */
export function ReviewSettingsPanel({ userId }: { userId: string }) {
  const titleId = useId();
  const TEXT = useMessages(STATS_TEXT);
  const settings = useQuery(reviewSettingsQuery(userId));
  return (
    <section className="stats__card card" aria-labelledby={titleId}>
      <h2 id={titleId} className="stats__card-title">
        {TEXT.settingsTitle}
      </h2>
      {settings.data ? (
        <RetentionForm userId={userId} initial={settings.data} />
      ) : settings.isError ? (
        <div role="alert" className="stats__inline-failure">
          <p>{TEXT.settingsLoadFailed}</p>
          <Button size="sm" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
            {TEXT.retry}
          </Button>
        </div>
      ) : (
        <p className="stats__muted" role="status">
          <Spinner size="sm" /> {TEXT.settingsLoading}
        </p>
      )}
    </section>
  );
}

function RetentionForm({ userId, initial }: { userId: string; initial: ReviewSettings }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(initial.desiredRetention.toFixed(2));
  const [invalid, setInvalid] = useState(false);
  const [savedNote, setSavedNote] = useState('');
  const save = useSaveReviewSettingsMutation(userId);
  const TEXT = useMessages(STATS_TEXT);
  const REVIEW_MESSAGES = useMessages(SHARED_TEXT.REVIEW_MESSAGES);
  const locale = useLocale();

  const error = invalid ? REVIEW_MESSAGES.retentionInvalid : save.isError ? localizeServerText(failureReason(save.error)) : null;
  const value = parseRetention(draft);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSavedNote('');
    if (value === null) {
      setInvalid(true);
      return;
    }
    save.mutate(
      { desiredRetention: value },
      {
        onSuccess: (saved) => {
          setDraft(saved.desiredRetention.toFixed(2));
          setSavedNote(messagesNow(STATS_TEXT).savedValue(saved.desiredRetention));
        },
      },
    );
  };

  return (
    <form className="stats-settings" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {TEXT.retentionLabel}
        </label>
        <div className="stats-settings__row">
          <input
            id={inputId}
            className="field__input stats-settings__input"
            type="number"
            inputMode="decimal"
            min={MIN_DESIRED_RETENTION}
            max={MAX_DESIRED_RETENTION}
            step={0.01}
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setDraft(event.target.value);
              setInvalid(false);
              setSavedNote('');
              save.reset();
            }}
          />
          <Button type="submit" variant="primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending && <Spinner size="sm" />}
            {save.isPending ? TEXT.saving : TEXT.save}
          </Button>
        </div>
        {value !== null && <p className="stats-settings__meaning">{TEXT.retentionMeaning(percent(value, locale))}</p>}
        <p id={hintId} className="field__hint">
          {TEXT.retentionHint}
        </p>
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p className="stats-settings__saved" role="status">
        {savedNote}
      </p>
    </form>
  );
}
