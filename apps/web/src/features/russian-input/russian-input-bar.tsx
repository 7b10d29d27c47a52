import { Suspense, useId, useState } from 'react';
import { KeyboardIcon, TableIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useLocale, useMessages } from '@/i18n';
import { preloadable } from '@/lib/preloadable';
import type { KeyboardTarget } from './keyboard-target';
import type { OnScreenKeyboardProps } from './on-screen-keyboard';
import { usePhoneticTypingStore } from './phonetic-typing-store';
import { RUSSIAN_INPUT_TEXT } from './russian-input.i18n';
import type { OnScreenKeyboardState } from './use-on-screen-keyboard';
// The keyboard's look comes with the bar, so the space it takes is kept while its code loads.
import './on-screen-keyboard.css';
import './russian-input-bar.css';

// Each panel's code comes with its first opening (or a hover or focus on its button before it).
const loadedKeyboard = /* @__PURE__ */ preloadable<OnScreenKeyboardProps>(() => import('./on-screen-keyboard'));
const loadedTable = /* @__PURE__ */ preloadable<{ id: string }>(() => import('./phonetic-table'));
const preloadKeyboard = () => void loadedKeyboard.preload();
const preloadTable = () => void loadedTable.preload();

export interface RussianInputBarProps {
  /** What the keys type into. */
  target: KeyboardTarget;
  keyboard: OnScreenKeyboardState;
  /** Offer phonetic typing's switch and table: where only Russian is typed (not Pattern Entry's mixed lines). */
  phonetic?: boolean;
  className?: string;
}

/**
 * Beside a field where Russian is typed (issue 33 §5): the button that opens the on-screen
 * keyboard, the phonetic typing switch (remembered on the device) and its table, one click away.
 */
export function RussianInputBar({ target, keyboard, phonetic = true, className }: RussianInputBarProps) {
  const t = useMessages(RUSSIAN_INPUT_TEXT);
  // In the interface language also inside a screen that speaks Russian (Mission).
  const locale = useLocale();
  const keyboardId = useId();
  const tableId = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const phoneticOn = usePhoneticTypingStore((state) => state.enabled);
  const setPhonetic = usePhoneticTypingStore((state) => state.setEnabled);

  return (
    <div className={['russian-input', className].filter(Boolean).join(' ')} lang={locale}>
      <div className="russian-input__tools">
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={keyboard.open}
          aria-controls={keyboard.open ? keyboardId : undefined}
          onClick={() => keyboard.setOpen(!keyboard.open)}
          onPointerEnter={preloadKeyboard}
          onFocus={preloadKeyboard}
        >
          <KeyboardIcon aria-hidden="true" /> {t.keyboard}
        </Button>
        {phonetic && (
          <>
            <Button
              size="sm"
              variant="ghost"
              className="russian-input__switch"
              aria-pressed={phoneticOn}
              title={t.phoneticHint}
              onClick={() => setPhonetic(!phoneticOn)}
            >
              <span className="russian-input__switch-face" aria-hidden="true">
                a→я
              </span>{' '}
              {t.phonetic}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              iconOnly
              aria-label={t.tableName}
              title={t.tableName}
              aria-expanded={tableOpen}
              aria-controls={tableOpen ? tableId : undefined}
              onClick={() => setTableOpen(!tableOpen)}
              onPointerEnter={preloadTable}
              onFocus={preloadTable}
            >
              <TableIcon aria-hidden="true" />
            </Button>
          </>
        )}
      </div>
      {keyboard.open && (
        <Suspense fallback={<KeyboardSpace />}>
          <loadedKeyboard.Component id={keyboardId} target={target} />
        </Suspense>
      )}
      {tableOpen && (
        <Suspense fallback={null}>
          <loadedTable.Component id={tableId} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The keyboard's place while its code is on its way: four rows of its height, so what follows does
 * not jump when the keyboard opens by itself on a touch screen.
 */
function KeyboardSpace() {
  return (
    <div className="ru-keyboard ru-keyboard--loading" aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="ru-keyboard__row">
          <span className="ru-keyboard__key" />
        </div>
      ))}
    </div>
  );
}
