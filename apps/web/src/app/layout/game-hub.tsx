import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ExpandIcon, GamesIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { SignOutEverywhere } from '@/features/auth';
import { useMessages } from '@/i18n';
import { preloadable } from '@/lib/preloadable';
import { LAYOUT_TEXT } from './layout.i18n';
import './game-hub.css';

// The panel's links, groups and texts come with its first opening (or a hover or focus before it).
const { Component: GameHubPanel, preload: preloadPanel } = preloadable(() => import('./game-hub-panel'));
const prefetchPanel = () => void preloadPanel();
export { preloadPanel as preloadGameHubPanel };

/**
 * The header's Games dropdown (spec §2 "Header"). A disclosure, not an ARIA menu: it holds
 * several groups of plain links that Tab moves through. Closes on an outside press, Escape and
 * any route change. Its group headings are h2: they follow the header's h1 in the document.
 */
export function GameHub() {
  const [open, setOpen] = useState(false);
  // "Sign out everywhere?" lives here, not in the panel: the panel closes on any press outside it,
  // the dialog's included.
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const t = useMessages(LAYOUT_TEXT).hub;

  // location.key changes on every navigation, even to the page already shown.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="game-hub" ref={containerRef}>
      <Button
        ref={buttonRef}
        variant={open ? 'primary' : 'secondary'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
      >
        <GamesIcon aria-hidden="true" />
        <span className="game-hub__button-label">{t.button}</span>
        <ExpandIcon className="game-hub__caret" aria-hidden="true" />
      </Button>
      {open && (
        // Until its code has arrived, an empty element keeps aria-controls pointing at something.
        <Suspense fallback={<div id={panelId} aria-busy="true" />}>
          <GameHubPanel
            id={panelId}
            currentPath={location.pathname}
            onClose={() => setOpen(false)}
            onSignOutEverywhere={() => {
              setOpen(false);
              // The dialog hands the focus back to what had it: the button, as the panel is gone.
              buttonRef.current?.focus();
              setConfirmingSignOut(true);
            }}
          />
        </Suspense>
      )}
      {confirmingSignOut && <SignOutEverywhere onClose={() => setConfirmingSignOut(false)} />}
    </div>
  );
}
