import { useId, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { PATTERN_MAX_CHARS } from '@slovo/shared/constants';
import { parsePatternText, patternTextLength, swapPatternLines } from '@slovo/shared/rules/pattern-entry';
import { canSubmitManualRows, collectManualPairs, findForbiddenCharacters } from '@slovo/shared/rules/word-rules';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../../vocabulary-editor.i18n';
import type { WordWriteScope } from '../../api/word-routes';

import { manualPreview, patternPreview } from './add-words-preview';
import { useAddWordsBatch } from './use-add-words-batch';
import { useAddWordsDetails } from './use-add-words-details';
import { useFocusAfterRender } from './use-focus-after-render';
import { useAddWordsMedia } from './use-add-words-media';
import { useManualRows, type Row, type Side } from './use-manual-rows';

export type Tab = 'manual' | 'pattern';

export const TABS: { id: Tab; label: 'manualEntryTab' | 'patternEntryTab' }[] = [
  { id: 'manual', label: 'manualEntryTab' },
  { id: 'pattern', label: 'patternEntryTab' },
];
export const LINE_BREAK = /\r\n|\r|\n/;

/** The category the words go into. */
export interface AddWordsCategory {
  id: number;
  name: string;
  display_name: string;
}

export interface AddWordsFormOptions {
  category: AddWordsCategory;
  onClose: () => void;
  onAdded: (result: BatchAddWordsResponse) => void;
  /** Hands over to the Import dialog (separators, files, up to 50,000 pairs), with text pasted here. */
  onImport?: (category: AddWordsCategory, text: string) => void;
  /** Whose routes the new word's picture and sound go through: the owner's (default) or the admin editor's. */
  scope?: WordWriteScope;
}

/** The element ids of one form: its fields, tabs and the texts that describe them. */
function formIds(baseId: string) {
  return {
    field: (side: Side, key: number) => `${baseId}-${side}-${key}`,
    tab: (id: Tab) => `${baseId}-tab-${id}`,
    panel: (id: Tab) => `${baseId}-panel-${id}`,
    pattern: `${baseId}-pattern`,
    counter: `${baseId}-counter`,
    forbidden: `${baseId}-forbidden`,
    previewHeading: `${baseId}-preview`,
    reversed: `${baseId}-reversed`,
    pairsHeading: `${baseId}-pairs`,
    skippedHeading: `${baseId}-skipped`,
  };
}

/** The tab an arrow key, Home or End moves to from `tab` (round the ends), or null for another key. */
function tabAfterKey(tab: Tab, key: string): Tab | null {
  const at = TABS.findIndex((candidate) => candidate.id === tab);
  const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 };
  const to = moves[key];
  return to === undefined ? null : TABS[(to + TABS.length) % TABS.length]!.id;
}

/**
 * Add Word's state: the tab, Manual Entry's rows and Pattern Entry's text, the preview of both, the
 * paste offers, where the focus goes next, and the one batch request with its failure shown.
 */
export function useAddWordsForm({ category, onClose, onAdded, onImport, scope = 'user' }: AddWordsFormOptions) {
  const ids = formIds(useId());
  const t = useMessages(EDITOR_TEXT);
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const focus = useFocusAfterRender();
  const manualRows = useManualRows(focus, ids.field);
  const { rows } = manualRows;
  const [tab, setTab] = useState<Tab>('manual');
  const [patternText, setPatternText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pasteOffer, setPasteOffer] = useState<{ rowKey: number; text: string } | null>(null);
  /** Text refused by Pattern Entry for its length, kept for the Import dialog. */
  const [pasteTooLong, setPasteTooLong] = useState<string | null>(null);

  const details = useAddWordsDetails();
  const media = useAddWordsMedia({ scope, setError });
  const manual = collectManualPairs(rows);
  const pattern = parsePatternText(patternText);
  const preview = tab === 'manual' ? manualPreview(manual, t) : patternPreview(pattern, t);
  const batch = useAddWordsBatch({
    categoryId: category.id,
    onClose,
    onAdded: (answer) => {
      onAdded(answer);
      media.attach(answer);
    },
    setError,
    onRefusedDetail: (field) => details.refused(field, preview.pairs),
  });
  const pending = batch.pending;
  const manualForbidden = [
    ...new Set(rows.flatMap((row) => [row.english, row.russian]).flatMap((text) => findForbiddenCharacters(text, 'word'))),
  ];
  const patternForbidden = findForbiddenCharacters(patternText, 'pattern');
  const reversedLines = tab === 'pattern' ? pattern.pairs.filter((pair) => pair.reversed).map((pair) => pair.line) : [];
  const canSubmit = !pending && (tab === 'manual' ? canSubmitManualRows(rows) : patternText.trim() !== '' && !pattern.tooLong);

  const edited = () => {
    setError(null);
    setPasteTooLong(null);
  };

  const selectTab = (next: Tab, focusTab = false) => {
    setTab(next);
    setError(null);
    setPasteOffer(null);
    if (focusTab) focus.afterRender(ids.tab(next));
  };

  const updateRow = (key: number, side: Side, value: string) => {
    manualRows.updateRow(key, side, value);
    edited();
  };

  const removeRow = (key: number) => {
    if (!manualRows.removeRow(key)) return;
    if (pasteOffer?.rowKey === key) setPasteOffer(null);
    edited();
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
    focus.afterRender(ids.pattern);
  };

  const pasteIntoRow = () => {
    if (!pasteOffer) return;
    const row = rows.find((candidate) => candidate.key === pasteOffer.rowKey);
    setPasteOffer(null);
    if (!row) return;
    updateRow(row.key, 'english', `${row.english}${pasteOffer.text.replace(/\s+/g, ' ')}`);
    focus.afterRender(ids.field('english', row.key));
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
    focus.afterRender(ids.pattern);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tab, event.key);
    if (next === null) return;
    event.preventDefault();
    selectTab(next, true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const entry = tab === 'manual' ? manual : pattern;
    if (!media.fitsPairs(preview.pairs.length)) return;
    batch.send({ error: entry.error, pairs: preview.pairs.map(details.withDetails) });
  };

  return {
    ids,
    tab,
    rows,
    patternText,
    error,
    pasteOffer,
    pasteTooLong,
    pending,
    canSubmit,
    patternForbidden,
    forbidden: tab === 'manual' ? manualForbidden : patternForbidden,
    reversedLines,
    preview,
    details,
    media: media.media,
    onPaste: media.onPaste,
    /** Registers a field (or tab) by its id, for moving the focus to it. */
    ref: focus.ref,
    // A request in flight finishes with the dialog: its answer decides between closing and the error.
    close: () => {
      if (!pending) onClose();
    },
    selectTab,
    onTabKeyDown,
    updateRow,
    addRow: manualRows.addRow,
    removeRow,
    onFieldKeyDown: manualRows.onFieldKeyDown,
    onEnglishPaste,
    pasteAsPattern,
    pasteIntoRow,
    changePattern: (text: string) => {
      setPatternText(text);
      edited();
    },
    onPatternPaste,
    swapReversed,
    /** Hands over to the Import dialog with `text`; there is none without `onImport`. */
    importText: onImport
      ? (text: string) => {
          if (!pending) onImport(category, text);
        }
      : undefined,
    submit,
  };
}

export type AddWordsForm = ReturnType<typeof useAddWordsForm>;
export type { Row, Side };
