import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n';
import type { ExportFormatOption } from './export-messages';
import { EXPORT_MESSAGES } from './export.i18n';
import './export-menu.css';

export interface ExportMenuProps<F extends string> {
  /** The button's visible text, e.g. "Export". */
  label: string;
  /**
   * Said to screen readers (and voice control) right after the visible text, which it completes:
   * label "Export" + detail "“Animals”" is the name "Export “Animals”". The menu is named by it too.
   */
  labelDetail?: string;
  /** The button's tooltip. */
  title?: string;
  /** The menu's entries, in order. */
  formats: readonly ExportFormatOption<F>[];
  /** An export is running: the button is busy and does not open the menu. */
  pending?: boolean;
  /** A format was chosen (the menu has closed and focus is back on the button). */
  onChoose: (format: F) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Room kept between an open menu and the window's edges, in px. */
const EDGE_GAP = 8;

/**
 * A menu button (WAI-ARIA "menu button" pattern) listing download formats. Enter, Space or
 * ArrowDown on the button opens the menu on its first entry (ArrowUp on its last); ArrowUp,
 * ArrowDown, Home, End and a letter move between entries; Enter or Space chooses one; Escape
 * closes the menu and returns to the button; Tab closes it and moves on; a press outside closes it.
 */
export function ExportMenu<F extends string>({
  label,
  labelDetail,
  title,
  formats,
  pending = false,
  onChoose,
  variant = 'secondary',
  size = 'md',
}: ExportMenuProps<F>) {
  // The visible text while an export runs ('Exporting…'); the detail still follows it.
  const pendingLabel = useMessages(EXPORT_MESSAGES).exporting;
  const [open, setOpen] = useState(false);
  /** The entry to focus once the menu is shown: 'first' or 'last'. */
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]!.focus();
  };

  const openMenu = (focus: 'first' | 'last') => {
    if (pending || formats.length === 0) return;
    setInitialFocus(focus);
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useMenuInWindow(open, menuRef, () => focusItem(initialFocus === 'first' ? 0 : -1));
  useCloseOnOutsidePress(open, containerRef, () => setOpen(false));

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as the button's own click.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current < 0 ? -1 : current - 1);
        return;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        focusItem(0);
        return;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        focusItem(-1);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation(); // Not the dialog or page around it.
        closeMenu(true);
        return;
      case 'Tab':
        // Focus goes back to the button first, so Tab moves on from there (Shift+Tab back from it).
        closeMenu(true);
        return;
      default: {
        const next = typeAheadIndex(event, current, formats);
        if (next === null) return;
        event.preventDefault();
        focusItem(next);
      }
    }
  };

  const choose = (format: F) => {
    closeMenu(true);
    onChoose(format);
  };

  return (
    <div className="export-menu" ref={containerRef}>
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={variant}
        size={size}
        className="export-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        title={title}
        onClick={() => (open ? closeMenu(true) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {pending ? <Spinner size="sm" /> : <span aria-hidden="true">⇩</span>}
        {pending ? pendingLabel : label}
        {labelDetail && <span className="visually-hidden"> {labelDetail}</span>}
        <span className="export-menu__caret" aria-hidden="true">
          ▾
        </span>
      </Button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          className="export-menu__menu"
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
        >
          {formats.map((format) => (
            <ExportMenuItem key={format.id} format={format} onChoose={choose} />
          ))}
        </div>
      )}
    </div>
  );
}

/** Keeps an open menu inside the window (a toolbar button near a phone's right edge), then focuses an entry. */
function useMenuInWindow(open: boolean, menuRef: RefObject<HTMLDivElement | null>, focusEntry: () => void) {
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!open || !menu) return;
    menu.style.removeProperty('left');
    const rect = menu.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    let shift = 0;
    if (rect.right > width - EDGE_GAP) shift = width - EDGE_GAP - rect.right;
    if (rect.left + shift < EDGE_GAP) shift = EDGE_GAP - rect.left;
    if (shift !== 0) menu.style.left = `${shift}px`;
    focusEntry();
    // Only when it opens: focus moves by keys afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/** A press anywhere outside the container closes the menu (focus stays where the press put it). */
function useCloseOnOutsidePress(open: boolean, containerRef: RefObject<HTMLDivElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/** Type-ahead: the next entry after `current` whose name starts with the typed letter, or null. */
function typeAheadIndex(
  event: KeyboardEvent<HTMLDivElement>,
  current: number,
  formats: readonly { label: string }[],
): number | null {
  if (event.key.length !== 1 || !/\S/.test(event.key) || event.ctrlKey || event.metaKey || event.altKey) return null;
  const letter = event.key.toLocaleLowerCase();
  const names = formats.map((format) => format.label.toLocaleLowerCase());
  for (let step = 1; step <= names.length; step += 1) {
    const index = (current + step) % names.length;
    if (names[index]!.startsWith(letter)) return index;
  }
  return null;
}

function ExportMenuItem<F extends string>({
  format,
  onChoose,
}: {
  format: ExportFormatOption<F>;
  onChoose: (format: F) => void;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="export-menu__item"
      // Named by all it shows, the format then its hint (axe: the visible text must be in the name).
      onClick={() => onChoose(format.id)}
      // The pointer moves focus too, so one entry is highlighted, not one hovered and one focused.
      onMouseMove={(event) => {
        if (document.activeElement !== event.currentTarget) event.currentTarget.focus();
      }}
    >
      <span className="export-menu__label">{format.label}</span>{' '}
      {format.hint && <span className="export-menu__hint">{format.hint}</span>}
    </button>
  );
}
