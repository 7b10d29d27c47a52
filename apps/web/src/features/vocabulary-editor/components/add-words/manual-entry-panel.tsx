import { useRef, type CSSProperties } from 'react';
import { MANUAL_ENTRY_SCROLL_AFTER_ROWS, MANUAL_ENTRY_SCROLL_HEIGHT_PX } from '@slovo/shared/limits/my-vocabulary';
import { canRemoveManualRow, hasForbiddenCharacters } from '@slovo/shared/rules/word-rules';
import { CloseIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { RussianInputBar, useOnScreenKeyboard, useRussianFields } from '@/features/russian-input';
import { useMessages } from '@/i18n';
import { EDITOR_TEXT } from '../../vocabulary-editor.i18n';
import { LINE_BREAK, type AddWordsForm } from './use-add-words-form';

const ROWS_STYLE = { '--rows-max-height': `${MANUAL_ENTRY_SCROLL_HEIGHT_PX}px` } as CSSProperties;

/**
 * Manual Entry: a row of English and Russian per pair, the offer for pasted lines, '+ Add Row'.
 * Under the rows the Russian keyboard and phonetic typing (issue 33 §5), for the Russian field
 * last focused.
 */
export function ManualEntryPanel({ form }: { form: AddWordsForm }) {
  const t = useMessages(EDITOR_TEXT);
  const panelRef = useRef<HTMLDivElement>(null);
  const keyboard = useOnScreenKeyboard();
  const keyboardTarget = useRussianFields(panelRef, { hideSystemKeyboard: keyboard.hidesSystemKeyboard });
  const { ids, rows, pasteOffer } = form;
  const scrolls = rows.length > MANUAL_ENTRY_SCROLL_AFTER_ROWS;
  return (
    <div ref={panelRef} className="add-words__panel" role="tabpanel" id={ids.panel('manual')} aria-labelledby={ids.tab('manual')}>
      <div className="add-words__columns" aria-hidden="true">
        <span>{t.english}</span>
        <span>{t.russian}</span>
      </div>
      <ol
        className={scrolls ? 'add-words__rows add-words__rows--scroll' : 'add-words__rows'}
        style={ROWS_STYLE}
        aria-label={t.wordPairs}
        tabIndex={scrolls ? 0 : undefined}
      >
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key} className="add-words__row">
              {(['english', 'russian'] as const).map((side) => {
                const id = ids.field(side, row.key);
                const label = side === 'english' ? t.englishWordN(number) : t.russianWordN(number);
                const bad = hasForbiddenCharacters(row[side], 'word');
                return (
                  <div key={side} className={`add-words__cell add-words__cell--${side}`}>
                    <label className="visually-hidden" htmlFor={id}>
                      {label}
                    </label>
                    <input
                      ref={form.ref(id)}
                      id={id}
                      className="field__input"
                      value={row[side]}
                      placeholder={side === 'english' ? t.english : t.russian}
                      lang={side === 'english' ? 'en' : 'ru'}
                      autoComplete="off"
                      spellCheck={false}
                      data-autofocus={index === 0 && side === 'english' ? true : undefined}
                      aria-invalid={bad || undefined}
                      aria-describedby={bad ? ids.forbidden : undefined}
                      onChange={(event) => form.updateRow(row.key, side, event.target.value)}
                      onKeyDown={(event) => form.onFieldKeyDown(event, index, side)}
                      onPaste={side === 'english' ? (event) => form.onEnglishPaste(event, row) : undefined}
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
                onClick={() => form.removeRow(row.key)}
              >
                <CloseIcon aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      {pasteOffer && <PasteOffer form={form} text={pasteOffer.text} />}
      <RussianInputBar target={keyboardTarget} keyboard={keyboard} />
      <Button size="sm" className="add-words__add-row" onClick={form.addRow}>
        {t.addRow}
      </Button>
    </div>
  );
}

/** Lines pasted into an English field: Pattern Entry for them, this row, or the Import dialog. */
function PasteOffer({ form, text }: { form: AddWordsForm; text: string }) {
  const t = useMessages(EDITOR_TEXT);
  const { importText } = form;
  return (
    <div className="add-words__offer" role="status">
      <p>
        {t.pastedLines(text.split(LINE_BREAK).filter((line) => line.trim() !== '').length)} {t.patternAddsOnePerLine}
      </p>
      <div className="add-words__offer-actions">
        <Button size="sm" variant="primary" onClick={form.pasteAsPattern}>
          {t.switchToPattern}
        </Button>
        <Button size="sm" onClick={form.pasteIntoRow}>
          {t.pasteIntoRow}
        </Button>
        {importText && (
          <Button size="sm" onClick={() => importText(text)}>
            {t.importWithSeparators}
          </Button>
        )}
      </div>
    </div>
  );
}
