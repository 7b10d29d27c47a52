import { useRef } from 'react';
import { PATTERN_MAX_CHARS } from '@slovo/shared/constants';
import { patternTextLength } from '@slovo/shared/rules/pattern-entry';
import { Button } from '@/components/ui/button';
import { RussianInputBar, useOnScreenKeyboard, useRussianFields } from '@/features/russian-input';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { EDITOR_TEXT } from '../../vocabulary-editor.i18n';
import type { AddWordsForm } from './use-add-words-form';

const PATTERN_PLACEHOLDER = 'cat - кошка\ndog = собака\nhouse | дом\nbook: книга';

/**
 * Pattern Entry: pairs typed one a line, the character count, and the hand-over to Import for
 * longer lists. The on-screen Russian keyboard types at the caret (issue 33 §5); phonetic typing
 * stays off here, where English is typed on the same lines.
 */
export function PatternEntryPanel({ form }: { form: AddWordsForm }) {
  const t = useMessages(EDITOR_TEXT);
  const panelRef = useRef<HTMLDivElement>(null);
  const keyboard = useOnScreenKeyboard();
  const keyboardTarget = useRussianFields(panelRef, { hideSystemKeyboard: keyboard.hidesSystemKeyboard });
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  const { ids, patternText, pasteTooLong, importText } = form;
  const patternLength = patternTextLength(patternText);
  return (
    <div
      ref={panelRef}
      className="add-words__panel"
      role="tabpanel"
      id={ids.panel('pattern')}
      aria-labelledby={ids.tab('pattern')}
    >
      <div className="field">
        <label className="field__label" htmlFor={ids.pattern}>
          {t.patternLabel}
        </label>
        <p className="field__hint" id={`${ids.pattern}-hint`}>
          {t.patternHint}
        </p>
        <textarea
          ref={form.ref(ids.pattern)}
          id={ids.pattern}
          className="field__input add-words__textarea"
          value={patternText}
          maxLength={PATTERN_MAX_CHARS}
          rows={8}
          placeholder={PATTERN_PLACEHOLDER}
          spellCheck={false}
          data-russian-keyboard
          aria-invalid={form.patternForbidden.length > 0 || pasteTooLong !== null || undefined}
          aria-describedby={[
            `${ids.pattern}-hint`,
            ids.counter,
            form.patternForbidden.length > 0 && ids.forbidden,
            form.reversedLines.length > 0 && ids.reversed,
          ]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => form.changePattern(event.target.value)}
          onPaste={form.onPatternPaste}
        />
        <p
          id={ids.counter}
          className={patternLength >= PATTERN_MAX_CHARS ? 'add-words__counter add-words__counter--full' : 'add-words__counter'}
        >
          {t.characters(patternLength, PATTERN_MAX_CHARS)}
        </p>
        <RussianInputBar target={keyboardTarget} keyboard={keyboard} phonetic={false} />
        {pasteTooLong !== null && (
          <div className="add-words__too-long" role="alert">
            <p className="field__error">{MY_VOCABULARY_MESSAGES.patternTooLong}</p>
            {importText && (
              <Button size="sm" variant="primary" onClick={() => importText(pasteTooLong)}>
                {t.importPastedInstead}
              </Button>
            )}
          </div>
        )}
        {importText && (
          <p className="add-words__import-hint">
            {t.longerList}{' '}
            <Button variant="ghost" size="sm" onClick={() => importText(patternText)}>
              {t.importWordsMore}
            </Button>
          </p>
        )}
      </div>
    </div>
  );
}
