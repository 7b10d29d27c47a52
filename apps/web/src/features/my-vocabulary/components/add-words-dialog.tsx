import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { PATTERN_MAX_CHARS } from '@slovo/shared/constants';
import {
  MANUAL_ENTRY_SCROLL_AFTER_ROWS,
  MANUAL_ENTRY_SCROLL_HEIGHT_PX,
  MAX_BATCH_PAIRS,
} from '@slovo/shared/limits/my-vocabulary';
import { parsePatternText, patternTextLength } from '@slovo/shared/rules/pattern-entry';
import {
  canRemoveManualRow,
  canSubmitManualRows,
  collectManualPairs,
  findForbiddenCharacters,
  hasForbiddenCharacters,
  type WordPair,
} from '@slovo/shared/rules/word-rules';
import { CloseIcon, WarningIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { localizeServerText, messagesNow, useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { useAddWordsMutation } from '../api/add-words';
import { writeFailureReason } from '../api/failure-reason';
import { MY_VOCABULARY_TEXT } from '../my-vocabulary.i18n';
import '@/components/ui/form-field.css';
import './add-words-dialog.css';

export interface AddWordsCategory {
  id: number;
  name: string;
  display_name: string;
}

export interface AddWordsDialogProps {
  open: boolean;
  category: AddWordsCategory | null;
  onClose: () => void;
  onAdded: (result: BatchAddWordsResponse) => void;
  /** Hands over to the Import dialog (separators, files, up to 50,000 pairs), with text pasted here. */
  onImport?: (category: AddWordsCategory, text: string) => void;
}

type Tab = 'manual' | 'pattern';
type Side = 'english' | 'russian';

interface Row extends WordPair {
  /** Stable identity for React and focus; row numbers shift when a row is removed. */
  key: number;
}

interface PreviewLine {
  key: string;
  where: string;
  text: string;
  reason: string;
}

const TABS: { id: Tab; label: 'manualEntryTab' | 'patternEntryTab' }[] = [
  { id: 'manual', label: 'manualEntryTab' },
  { id: 'pattern', label: 'patternEntryTab' },
];
const LINE_BREAK = /\r\n|\r|\n/;
const PATTERN_PLACEHOLDER = 'cat - кошка\ndog = собака\nhouse | дом\nbook: книга';

/**
 * Add Word (vocabulary-management.md §4, §5): Manual Entry rows or Pattern Entry text, a live
 * preview of what will be added and what is skipped, then one batch request for the category.
 * Closing, cancelling or a success resets it to one empty row on the Manual Entry tab (the form
 * lives only while the dialog is open); a failure keeps everything typed.
 */
export function AddWordsDialog({ open, category, onClose, onAdded, onImport }: AddWordsDialogProps) {
  if (!open || !category) return null;
  return <AddWordsForm category={category} onClose={onClose} onAdded={onAdded} onImport={onImport} />;
}

function AddWordsForm({
  category,
  onClose,
  onAdded,
  onImport,
}: Omit<AddWordsDialogProps, 'open' | 'category'> & { category: AddWordsCategory }) {
  const baseId = useId();
  const t = useMessages(MY_VOCABULARY_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const mutation = useAddWordsMutation();
  const submitting = useRef(false);
  const nextKey = useRef(1);
  const newRow = (english = '', russian = ''): Row => ({ key: nextKey.current++, english, russian });

  const [tab, setTab] = useState<Tab>('manual');
  const [rows, setRows] = useState<Row[]>(() => [newRow()]);
  const [patternText, setPatternText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pasteOffer, setPasteOffer] = useState<{ rowKey: number; text: string } | null>(null);
  /** Text refused by Pattern Entry for its length, kept for the Import dialog. */
  const [pasteTooLong, setPasteTooLong] = useState<string | null>(null);

  const inputs = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string | null>(null);
  const fieldId = (side: Side, key: number) => `${baseId}-${side}-${key}`;
  const tabId = (id: Tab) => `${baseId}-tab-${id}`;
  const panelId = (id: Tab) => `${baseId}-panel-${id}`;
  const patternId = `${baseId}-pattern`;
  const counterId = `${baseId}-counter`;
  const forbiddenId = `${baseId}-forbidden`;
  const previewHeadingId = `${baseId}-preview`;

  // A row added or removed, a tab switched: focus goes where the user will type next.
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    inputs.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const pending = mutation.isPending;
  const manual = collectManualPairs(rows);
  const pattern = parsePatternText(patternText);
  const manualForbidden = [
    ...new Set(rows.flatMap((row) => [row.english, row.russian]).flatMap((text) => findForbiddenCharacters(text, 'word'))),
  ];
  const patternForbidden = findForbiddenCharacters(patternText, 'pattern');
  const forbidden = tab === 'manual' ? manualForbidden : patternForbidden;
  const patternLength = patternTextLength(patternText);
  const canSubmit = !pending && (tab === 'manual' ? canSubmitManualRows(rows) : patternText.trim() !== '' && !pattern.tooLong);

  const edited = () => {
    setError(null);
    setPasteTooLong(null);
  };

  const close = () => {
    // A request in flight finishes with the dialog: its answer decides between closing and the error.
    if (!pending) onClose();
  };

  const selectTab = (next: Tab, focusTab = false) => {
    setTab(next);
    setError(null);
    setPasteOffer(null);
    if (focusTab) pendingFocus.current = tabId(next);
  };

  const updateRow = (key: number, side: Side, value: string) => {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, [side]: value } : row)));
    edited();
  };

  const addRow = () => {
    const row = newRow();
    setRows((all) => [...all, row]);
    pendingFocus.current = fieldId('english', row.key);
  };

  const removeRow = (key: number) => {
    if (!canRemoveManualRow(rows.length)) return;
    const at = rows.findIndex((row) => row.key === key);
    const remaining = rows.filter((row) => row.key !== key);
    setRows(remaining);
    const neighbour = remaining[Math.min(at, remaining.length - 1)];
    if (neighbour) pendingFocus.current = fieldId('english', neighbour.key);
    if (pasteOffer?.rowKey === key) setPasteOffer(null);
    edited();
  };

  // Enter walks English → Russian → next row; in the last Russian field it adds a row (spec).
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number, side: Side) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const row = rows[index]!;
    if (side === 'english') {
      inputs.current.get(fieldId('russian', row.key))?.focus();
      return;
    }
    const next = rows[index + 1];
    if (next) inputs.current.get(fieldId('english', next.key))?.focus();
    else addRow();
  };

  // Several lines pasted into one English field are probably a list: offer Pattern Entry for them.
  const onEnglishPaste = (event: ClipboardEvent<HTMLInputElement>, row: Row) => {
    const text = event.clipboardData.getData('text');
    if (text.split(LINE_BREAK).filter((line) => line.trim() !== '').length < 2) return;
    event.preventDefault();
    setPasteOffer({ rowKey: row.key, text: text.trim() });
  };

  const pasteAsPattern = () => {
    if (!pasteOffer) return;
    const text = patternText.trim() === '' ? pasteOffer.text : `${patternText.replace(/\s+$/, '')}\n${pasteOffer.text}`;
    setPasteOffer(null);
    if (patternTextLength(text) > PATTERN_MAX_CHARS) {
      setError(MY_VOCABULARY_MESSAGES.patternTooLong);
      return;
    }
    setPatternText(text);
    setTab('pattern');
    setError(null);
    pendingFocus.current = patternId;
  };

  const pasteIntoRow = () => {
    if (!pasteOffer) return;
    const row = rows.find((candidate) => candidate.key === pasteOffer.rowKey);
    setPasteOffer(null);
    if (!row) return;
    updateRow(row.key, 'english', `${row.english}${pasteOffer.text.replace(/\s+/g, ' ')}`);
    pendingFocus.current = fieldId('english', row.key);
  };

  // Pasted text that would pass 900 characters is refused whole: cutting it could split a word.
  const onPatternPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const next = target.value.slice(0, target.selectionStart) + pasted + target.value.slice(target.selectionEnd);
    if (patternTextLength(next) <= PATTERN_MAX_CHARS) return;
    event.preventDefault();
    setPasteTooLong(pasted);
  };

  const importText = (text: string) => {
    if (pending || !onImport) return;
    onImport(category, text);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((candidate) => candidate.id === tab);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    selectTab(TABS[(to + TABS.length) % TABS.length]!.id, true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || !canSubmit) return;
    const result = tab === 'manual' ? manual : pattern;
    if (result.error !== null) {
      setError(localizeServerText(result.error));
      return;
    }
    const pairs = result.pairs.map(({ english, russian }) => ({ english, russian }));
    if (pairs.length > MAX_BATCH_PAIRS) {
      setError(MY_VOCABULARY_MESSAGES.pairsInvalid);
      return;
    }
    setError(null);
    submitting.current = true;
    mutation.mutate(
      { categoryId: category.id, pairs },
      {
        onSuccess: (answer) => {
          onClose();
          onAdded(answer);
        },
        onError: (failure) =>
          setError(messagesNow(SHARED_TEXT.MY_VOCABULARY_MESSAGES).addWordsFailed(writeFailureReason(failure))),
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  const preview: { pairs: WordPair[]; skipped: PreviewLine[] } =
    tab === 'manual'
      ? {
          pairs: manual.pairs,
          skipped: manual.skipped.map((row) => ({
            key: `row-${row.index}`,
            where: t.rowN(row.index + 1),
            text: [row.english.trim(), row.russian.trim()].filter(Boolean).join(' / '),
            reason: localizeServerText(row.message),
          })),
        }
      : {
          pairs: pattern.pairs,
          skipped: pattern.skipped.map((line) => ({
            key: `line-${line.line}`,
            where: t.lineN(line.line),
            text: line.text,
            reason: localizeServerText(line.message),
          })),
        };
  const summary = preview.pairs.length === 0 ? t.noPairsYet : t.pairsWillBeAdded(preview.pairs.length);

  const ref = (id: string) => (element: HTMLElement | null) => {
    if (element) inputs.current.set(id, element);
    else inputs.current.delete(id);
  };

  const rowsStyle = { '--rows-max-height': `${MANUAL_ENTRY_SCROLL_HEIGHT_PX}px` } as CSSProperties;
  const scrolls = rows.length > MANUAL_ENTRY_SCROLL_AFTER_ROWS;

  return (
    <Modal open title={t.addWordTitle} description={t.categoryLabel(category.display_name)} onClose={close} className="add-words">
      <form className="add-words__form" onSubmit={submit} noValidate aria-busy={pending || undefined}>
        <div className="add-words__tabs" role="tablist" aria-label={t.howToEnter} onKeyDown={onTabKeyDown}>
          {TABS.map(({ id, label }) => (
            <button
              key={id}
              ref={ref(tabId(id))}
              id={tabId(id)}
              type="button"
              role="tab"
              className="add-words__tab"
              aria-selected={tab === id}
              aria-controls={panelId(id)}
              tabIndex={tab === id ? 0 : -1}
              onClick={() => selectTab(id)}
            >
              {MY_VOCABULARY_MESSAGES[label]}
            </button>
          ))}
        </div>

        {tab === 'manual' ? (
          <div className="add-words__panel" role="tabpanel" id={panelId('manual')} aria-labelledby={tabId('manual')}>
            <div className="add-words__columns" aria-hidden="true">
              <span>{t.english}</span>
              <span>{t.russian}</span>
            </div>
            <ol
              className={scrolls ? 'add-words__rows add-words__rows--scroll' : 'add-words__rows'}
              style={rowsStyle}
              aria-label={t.wordPairs}
              tabIndex={scrolls ? 0 : undefined}
            >
              {rows.map((row, index) => {
                const number = index + 1;
                return (
                  <li key={row.key} className="add-words__row">
                    {(['english', 'russian'] as const).map((side) => {
                      const id = fieldId(side, row.key);
                      const label = side === 'english' ? t.englishWordN(number) : t.russianWordN(number);
                      const bad = hasForbiddenCharacters(row[side], 'word');
                      return (
                        <div key={side} className={`add-words__cell add-words__cell--${side}`}>
                          <label className="visually-hidden" htmlFor={id}>
                            {label}
                          </label>
                          <input
                            ref={ref(id)}
                            id={id}
                            className="field__input"
                            value={row[side]}
                            placeholder={side === 'english' ? t.english : t.russian}
                            lang={side === 'english' ? 'en' : 'ru'}
                            autoComplete="off"
                            spellCheck={false}
                            data-autofocus={index === 0 && side === 'english' ? true : undefined}
                            aria-invalid={bad || undefined}
                            aria-describedby={bad ? forbiddenId : undefined}
                            onChange={(event) => updateRow(row.key, side, event.target.value)}
                            onKeyDown={(event) => onFieldKeyDown(event, index, side)}
                            onPaste={side === 'english' ? (event) => onEnglishPaste(event, row) : undefined}
                          />
                        </div>
                      );
                    })}
                    <Button
                      variant="ghost"
                      iconOnly
                      className="add-words__remove"
                      aria-label={t.removeRow(number)}
                      disabled={!canRemoveManualRow(rows.length)}
                      onClick={() => removeRow(row.key)}
                    >
                      <CloseIcon aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ol>
            {pasteOffer && (
              <div className="add-words__offer" role="status">
                <p>
                  {t.pastedLines(pasteOffer.text.split(LINE_BREAK).filter((line) => line.trim() !== '').length)}{' '}
                  {t.patternAddsOnePerLine}
                </p>
                <div className="add-words__offer-actions">
                  <Button size="sm" variant="primary" onClick={pasteAsPattern}>
                    {t.switchToPattern}
                  </Button>
                  <Button size="sm" onClick={pasteIntoRow}>
                    {t.pasteIntoRow}
                  </Button>
                  {onImport && (
                    <Button size="sm" onClick={() => importText(pasteOffer.text)}>
                      {t.importWithSeparators}
                    </Button>
                  )}
                </div>
              </div>
            )}
            <Button size="sm" className="add-words__add-row" onClick={addRow}>
              {t.addRow}
            </Button>
          </div>
        ) : (
          <div className="add-words__panel" role="tabpanel" id={panelId('pattern')} aria-labelledby={tabId('pattern')}>
            <div className="field">
              <label className="field__label" htmlFor={patternId}>
                {t.patternLabel}
              </label>
              <p className="field__hint" id={`${patternId}-hint`}>
                {t.patternHint}
              </p>
              <textarea
                ref={ref(patternId)}
                id={patternId}
                className="field__input add-words__textarea"
                value={patternText}
                maxLength={PATTERN_MAX_CHARS}
                rows={8}
                placeholder={PATTERN_PLACEHOLDER}
                spellCheck={false}
                aria-invalid={patternForbidden.length > 0 || pasteTooLong !== null || undefined}
                aria-describedby={[`${patternId}-hint`, counterId, patternForbidden.length > 0 && forbiddenId]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => {
                  setPatternText(event.target.value);
                  edited();
                }}
                onPaste={onPatternPaste}
              />
              <p
                id={counterId}
                className={
                  patternLength >= PATTERN_MAX_CHARS ? 'add-words__counter add-words__counter--full' : 'add-words__counter'
                }
              >
                {t.characters(patternLength, PATTERN_MAX_CHARS)}
              </p>
              {pasteTooLong !== null && (
                <div className="add-words__too-long" role="alert">
                  <p className="field__error">{MY_VOCABULARY_MESSAGES.patternTooLong}</p>
                  {onImport && (
                    <Button size="sm" variant="primary" onClick={() => importText(pasteTooLong)}>
                      {t.importPastedInstead}
                    </Button>
                  )}
                </div>
              )}
              {onImport && (
                <p className="add-words__import-hint">
                  {t.longerList}{' '}
                  <Button variant="ghost" size="sm" onClick={() => importText(patternText)}>
                    {t.importWordsMore}
                  </Button>
                </p>
              )}
            </div>
          </div>
        )}

        {forbidden.length > 0 && (
          <p id={forbiddenId} className="add-words__forbidden" role="alert">
            <WarningIcon className="add-words__forbidden-icon" aria-hidden="true" />
            {MY_VOCABULARY_MESSAGES.forbiddenCharacters(forbidden)}
          </p>
        )}

        <section className="add-words__preview" aria-labelledby={previewHeadingId}>
          <h3 id={previewHeadingId} className="add-words__preview-title">
            {t.preview}
          </h3>
          <p className="add-words__summary" aria-live="polite">
            {summary}
            {preview.skipped.length > 0 && t.skippedCount(preview.skipped.length)}
          </p>
          {/* Both lists scroll past a few lines: focusable, so the keyboard can scroll them too (axe). */}
          {preview.pairs.length > 0 && (
            <ul className="add-words__pairs" aria-label={t.pairsToAdd} tabIndex={0}>
              {preview.pairs.map((pair, index) => (
                <li key={`${index}-${pair.english}`}>
                  <span lang="en">{pair.english}</span> — <span lang="ru">{pair.russian}</span>
                </li>
              ))}
            </ul>
          )}
          {preview.skipped.length > 0 && (
            <ul className="add-words__skipped" aria-label={t.skipped} tabIndex={0}>
              {preview.skipped.map((line) => (
                <li key={line.key}>
                  <strong>{line.where}</strong>
                  {line.text && <span className="add-words__skipped-text"> {t.quoted(line.text)}</span>}: {line.reason}
                </li>
              ))}
            </ul>
          )}
        </section>

        {error && (
          <p className="field__error add-words__error" role="alert">
            {error}
          </p>
        )}

        <DialogActions
          confirmLabel={t.addWords}
          pendingLabel={t.adding}
          cancelLabel={t.cancel}
          pending={pending}
          canConfirm={canSubmit}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
