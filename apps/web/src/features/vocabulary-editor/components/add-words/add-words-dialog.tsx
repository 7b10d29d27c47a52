import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { PATTERN_MAX_CHARS } from '@slovo/shared/constants';
import {
  MANUAL_ENTRY_SCROLL_AFTER_ROWS,
  MANUAL_ENTRY_SCROLL_HEIGHT_PX,
  MAX_BATCH_PAIRS,
} from '@slovo/shared/limits/my-vocabulary';
import { parsePatternText, patternTextLength, swapPatternLines } from '@slovo/shared/rules/pattern-entry';
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
import { useAddWordsMutation } from '../../api/add-words';
import { writeFailureReason } from '../../api/failure-reason';
import { EDITOR_TEXT } from '../../vocabulary-editor.i18n';
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

interface PreviewPair extends WordPair {
  /** The sides as typed, where the sanitiser changed them ("cup<script>" stored as "cupscript"). */
  typed: WordPair;
  /** Russian on the left, English on the right (Pattern Entry only). */
  reversed: boolean;
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
  const t = useMessages(EDITOR_TEXT);
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
  const reversedId = `${baseId}-reversed`;
  const pairsHeadingId = `${baseId}-pairs`;
  const skippedHeadingId = `${baseId}-skipped`;

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
  const reversedLines = tab === 'pattern' ? pattern.pairs.filter((pair) => pair.reversed).map((pair) => pair.line) : [];
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

  // "стол - table" → "table - стол" on every reversed line; the textarea keeps the focus.
  const swapReversed = () => {
    setPatternText(swapPatternLines(patternText, reversedLines));
    edited();
    pendingFocus.current = patternId;
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

  const preview: { pairs: PreviewPair[]; skipped: PreviewLine[] } =
    tab === 'manual'
      ? {
          pairs: manual.pairs.map((pair) => ({ ...pair, typed: pair, reversed: false })),
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
                aria-describedby={[
                  `${patternId}-hint`,
                  counterId,
                  patternForbidden.length > 0 && forbiddenId,
                  reversedLines.length > 0 && reversedId,
                ]
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
          {reversedLines.length > 0 && (
            <div className="add-words__reversed">
              <p id={reversedId}>
                <WarningIcon className="add-words__reversed-icon" aria-hidden="true" />
                {t.reversedWarning(reversedLines.length)}
              </p>
              <Button size="sm" onClick={swapReversed}>
                {t.swapSides}
              </Button>
            </div>
          )}
          {(preview.pairs.length > 0 || preview.skipped.length > 0) && (
            <PreviewBody labelledBy={previewHeadingId} rows={preview.pairs.length + preview.skipped.length}>
              {preview.pairs.length > 0 && (
                <div className="add-words__group">
                  <h4 id={pairsHeadingId} className="add-words__group-title">
                    {t.pairsToAdd}
                  </h4>
                  <ul className="add-words__pairs" aria-labelledby={pairsHeadingId}>
                    {preview.pairs.map((pair, index) => (
                      <li key={`${index}-${pair.english}`}>
                        <PreviewSide typed={pair.typed.english} stored={pair.english} lang="en" storedAs={t.storedAs} /> —{' '}
                        <PreviewSide typed={pair.typed.russian} stored={pair.russian} lang="ru" storedAs={t.storedAs} />
                        {pair.reversed && <span className="add-words__reversed-mark"> {t.reversedMark}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {preview.skipped.length > 0 && (
                <div className="add-words__group add-words__group--skipped">
                  <h4 id={skippedHeadingId} className="add-words__group-title">
                    {t.skipped}
                  </h4>
                  <ul className="add-words__skipped" aria-labelledby={skippedHeadingId}>
                    {preview.skipped.map((line) => (
                      <li key={line.key}>
                        <strong>{line.where}</strong>
                        {line.text && <span className="add-words__skipped-text"> {t.quoted(line.text)}</span>}: {line.reason}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </PreviewBody>
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

/**
 * One side of a pair in the preview: the stored word, or "typed → stored" where the sanitiser
 * changed it (issue 30), the arrow read out as "will be stored as".
 */
function PreviewSide({ typed, stored, lang, storedAs }: { typed: string; stored: string; lang: string; storedAs: string }) {
  if (typed === stored) return <span lang={lang}>{stored}</span>;
  return (
    <span>
      <span className="add-words__typed" lang={lang}>
        {typed}
      </span>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden">{storedAs}</span>
      <span lang={lang}>{stored}</span>
    </span>
  );
}

/**
 * The pairs and the skipped lines, one under the other in one scrolling box (issue 30: two boxes
 * scrolling on their own let the cut-off pairs run under the skipped lines). The box takes the
 * keyboard focus only when it scrolls, so it can be scrolled without a mouse.
 */
function PreviewBody({ labelledBy, rows, children }: { labelledBy: string; rows: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // Measured again whenever the number of rows changes (a longer word wraps within its row).
  useLayoutEffect(() => {
    const element = ref.current;
    setScrolls(element !== null && element.scrollHeight > element.clientHeight);
  }, [rows]);
  return (
    <div
      ref={ref}
      className="add-words__preview-body"
      {...(scrolls && { tabIndex: 0, role: 'group', 'aria-labelledby': labelledBy })}
    >
      {children}
    </div>
  );
}
