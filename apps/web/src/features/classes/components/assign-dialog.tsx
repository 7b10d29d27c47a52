import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CARD_KINDS, GAMES, type AssignmentTarget, type CardKind, type GameId } from '@slovo/shared';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useAddAssignmentMutation } from '../api/add-assignment';
import { failureReason } from '../api/failure-reason';
import { assignableCategoriesQuery } from '../api/get-assignable-categories';
import { useClassesUserId } from '../api/use-classes-user';
import { CLASSES_TEXT } from '../classes.i18n';
import { DueDateField } from './due-date-field';
import { useAssignmentText } from './use-assignment-text';
import '@/components/ui/form-field.css';

const kindKey = (kind: CardKind) => `${kind.skill}/${kind.direction}`;
const DEFAULT_PERCENT = 80;

/**
 * "Assign a category": one the teacher may see (system, their own, shared), a due date, the card
 * kinds to practise and the target — every word learned, or a score in one game.
 */
export function AssignDialog({ classId, onClose }: { classId: number; onClose: () => void }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const SERVER = useMessages(SHARED_TEXT.CLASS_MESSAGES);
  const ids = { category: useId(), error: useId() };
  const categories = useQuery(assignableCategoriesQuery(useClassesUserId()));
  const add = useAddAssignmentMutation();
  const [categoryId, setCategoryId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [kinds, setKinds] = useState<Set<string>>(() => new Set(['meaning/en-ru']));
  const [target, setTarget] = useState<TargetChoice>({ kind: 'learned', game: 'game3', percent: String(DEFAULT_PERCENT) });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const category = categories.data?.find((item) => String(item.id) === categoryId);
    const chosenKinds = CARD_KINDS.filter((kind) => kinds.has(kindKey(kind)));
    const score = Number(target.percent);
    if (!category) return setProblem(SERVER.categoryNotFound);
    if (chosenKinds.length === 0) return setProblem(SERVER.kindsInvalid);
    if (target.kind === 'score' && !(Number.isInteger(score) && score >= 1 && score <= 100))
      return setProblem(SERVER.targetInvalid);
    setProblem(null);
    const chosen: AssignmentTarget =
      target.kind === 'learned' ? { kind: 'learned' } : { kind: 'score', game: target.game, percent: score };
    add.mutate(
      { classId, assignment: { categoryId: category.id, dueDate: dueDate || null, kinds: chosenKinds, target: chosen } },
      {
        onSuccess: () => {
          toast.success(messagesNow(CLASSES_TEXT).assigned(category.display_name));
          onClose();
        },
      },
    );
  };

  const error = problem ?? (add.isError ? failureReason(add.error) : null);
  const close = () => !add.isPending && onClose();
  return (
    <Modal open wide title={TEXT.assignTitle} onClose={close}>
      <form className="classes__dialog-form" onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
        <div className="field">
          <label className="field__label" htmlFor={ids.category}>
            {TEXT.category}
          </label>
          <select
            id={ids.category}
            className="field__input"
            value={categoryId}
            data-autofocus
            disabled={!categories.isSuccess}
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value="">
              {categories.isPending ? TEXT.categoriesLoading : categories.isError ? TEXT.categoriesFailed : TEXT.chooseCategory}
            </option>
            {categories.data?.map((item) => (
              <option key={item.id} value={item.id} disabled={item.word_count === 0}>
                {`${item.display_name} (${TEXT.wordCount(item.word_count)})`}
              </option>
            ))}
          </select>
        </div>
        <DueDateField value={dueDate} onChange={setDueDate} />
        <SkillsFieldset kinds={kinds} onChange={setKinds} />
        <TargetFieldset target={target} onChange={setTarget} />
        {error && (
          <p id={ids.error} className="field__error" role="alert">
            {error}
          </p>
        )}
        <DialogActions confirmLabel={TEXT.assign} pendingLabel={TEXT.assigning} pending={add.isPending} onCancel={close} />
      </form>
    </Modal>
  );
}

/** The target as the form holds it (the percent as typed). */
interface TargetChoice {
  kind: AssignmentTarget['kind'];
  game: GameId;
  percent: string;
}

/** The card kinds to practise: every skill with its directions (SKILL_DIRECTIONS), meaning en-ru by default. */
function SkillsFieldset({
  kinds,
  onChange,
}: {
  kinds: Set<string>;
  onChange: (change: (current: Set<string>) => Set<string>) => void;
}) {
  const TEXT = useMessages(CLASSES_TEXT);
  const text = useAssignmentText();
  return (
    <fieldset className="classes__fieldset">
      <legend className="field__label">{TEXT.skills}</legend>
      <div className="classes__checks">
        {CARD_KINDS.map((kind) => (
          <label key={kindKey(kind)} className="classes__check">
            <input
              type="checkbox"
              checked={kinds.has(kindKey(kind))}
              onChange={(event) =>
                onChange((current) => {
                  const next = new Set(current);
                  if (event.target.checked) next.add(kindKey(kind));
                  else next.delete(kindKey(kind));
                  return next;
                })
              }
            />
            {text.kind(kind)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Every word learned, or a best score of N % in one game. */
function TargetFieldset({ target, onChange }: { target: TargetChoice; onChange: (target: TargetChoice) => void }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const text = useAssignmentText();
  const gameId = useId();
  const percentId = useId();
  const radioName = useId();
  return (
    <fieldset className="classes__fieldset">
      <legend className="field__label">{TEXT.target}</legend>
      <div className="classes__checks">
        {(['learned', 'score'] as const).map((kind) => (
          <label key={kind} className="classes__check">
            <input type="radio" name={radioName} checked={target.kind === kind} onChange={() => onChange({ ...target, kind })} />
            {kind === 'learned' ? TEXT.targetLearned : TEXT.targetScore}
          </label>
        ))}
      </div>
      {target.kind === 'score' && (
        <div className="classes__target-score">
          <div className="field">
            <label className="field__label" htmlFor={gameId}>
              {TEXT.game}
            </label>
            <select
              id={gameId}
              className="field__input"
              value={target.game}
              onChange={(event) => onChange({ ...target, game: event.target.value as GameId })}
            >
              {GAMES.map((item) => (
                <option key={item.id} value={item.id}>
                  {text.gameName(item.id)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={percentId}>
              {TEXT.percent}
            </label>
            <input
              id={percentId}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              className="field__input"
              value={target.percent}
              onChange={(event) => onChange({ ...target, percent: event.target.value })}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
