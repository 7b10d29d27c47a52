/**
 * The script every measured page runs before its own (an init script of the browser context). It
 * takes the timestamps inside the page, with performance.now() — whose zero is the navigation's
 * start — so Playwright's polling and the protocol round trips never enter a figure:
 *
 * - `visible`: the moment the watched element is in the DOM and visible. Checked on every DOM
 *   mutation (a MutationObserver, so right after React commits, before the frame is painted) and
 *   on every animation frame (for changes no mutation announces, such as a stylesheet arriving).
 * - `interactive`: the first task the main thread runs after the next frame: the element has been
 *   painted and the page is free to handle a click. A long task still running (rendering the rest
 *   of the page, effects) delays it.
 * - `choice`: for the games, the player's choosing click (the count button) or category change,
 *   from a capturing listener armed just before Playwright performs it.
 *
 * The page-side code is a plain string: functions handed to Playwright are serialised from their
 * source, and tsx's transform may add helpers to it that do not exist in the page.
 */
import type { WebGame } from './web-games';

export type ProbeTarget = 'baseline' | 'home' | WebGame['id'];

export interface ProbeMarks {
  choice?: number;
  visible?: number;
  interactive?: number;
}

/** What each target waits for, in words (for error messages and the report). */
export const PROBE_DESCRIPTIONS: Record<ProbeTarget, string> = {
  baseline: "the baseline page's button",
  home: 'the five game cards (links to /game1…/game5 in <main>)',
  game1: "Typer's letter boxes and their input",
  game2: 'the flashcard button ("English …") and "Card 1 of N"',
  game3: 'the Quiz\'s "Answer options" group with 4 buttons',
  game4: 'Mission\'s letter tiles with the answer input, phase "answering"',
  game5: 'Memory Match\'s "Cards" group with 20 buttons',
};

const PAGE_SCRIPT = `(() => {
  if (window.__slovoBench) return;
  const visible = (element) => element instanceof Element && element.checkVisibility({ visibilityProperty: true });
  const text = (element) => (element ? element.textContent.trim() : '');
  const TESTS = {
    baseline: () => visible(document.querySelector('button')),
    home: () => [1, 2, 3, 4, 5].every((n) => visible(document.querySelector('main a[href="/game' + n + '"]'))),
    game1: () => {
      const input = document.querySelector('.typer input.typer__input');
      return !!input && !input.disabled && visible(document.querySelector('.typer .typer__entry .typer-box'));
    },
    game2: () => {
      const card = document.querySelector('.flashcards button.flashcard');
      return visible(card) && /^(English|Russian) /.test(text(card))
        && /^Card 1 of \\d+/.test(text(document.querySelector('[data-testid="flashcards-position"]')));
    },
    game3: () => {
      const group = document.querySelector('[role="group"][aria-label="Answer options"]');
      return visible(group) && group.querySelectorAll('button').length === 4;
    },
    game4: () => !!document.querySelector('.mission[data-phase="answering"] input.mission__input')
      && visible(document.querySelector('[data-testid="mission-letters"] .mission-tile')),
    game5: () => {
      const group = document.querySelector('[role="group"][aria-label="Cards"]');
      return visible(group) && group.querySelectorAll('button').length === 20;
    },
  };
  const bench = { marks: {}, target: null, pendingChoice: null, error: null };
  window.__slovoBench = bench;

  const check = () => {
    if (!bench.target || bench.marks.visible !== undefined) return;
    let found = false;
    try {
      found = TESTS[bench.target]();
    } catch (error) {
      bench.error = String(error);
    }
    if (!found) return;
    bench.marks.visible = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        bench.marks.interactive = performance.now();
      };
      channel.port2.postMessage(null);
    });
  };
  const everyFrame = () => {
    check();
    if (bench.marks.visible === undefined) requestAnimationFrame(everyFrame);
  };
  bench.watch = (target) => {
    bench.target = target;
    everyFrame();
  };
  bench.armChoice = (target) => {
    bench.pendingChoice = target;
  };
  const onChoice = (event) => {
    if (!bench.pendingChoice) return;
    const chosen = event.type === 'change'
      ? event.target instanceof HTMLSelectElement
      : event.target instanceof Element && event.target.closest('button') !== null;
    if (!chosen) return;
    bench.marks.choice = performance.now();
    const target = bench.pendingChoice;
    bench.pendingChoice = null;
    bench.watch(target);
  };
  document.addEventListener('click', onChoice, true);
  document.addEventListener('change', onChoice, true);
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  __WATCH_FROM_START__
})();`;

/** The init script; `watchFromStart` is watched from the navigation's start (page loads), null waits for armChoice (games). */
export function probeScript(watchFromStart: ProbeTarget | null): string {
  return PAGE_SCRIPT.replace('__WATCH_FROM_START__', watchFromStart ? `bench.watch(${JSON.stringify(watchFromStart)});` : '');
}

/** Page-side expressions for page.evaluate (which, unlike waitForFunction's polling, needs no eval() in the page). */
export const probe = {
  armChoice: (target: ProbeTarget) => `window.__slovoBench.armChoice(${JSON.stringify(target)})`,
  marks: 'window.__slovoBench ? { ...window.__slovoBench.marks, error: window.__slovoBench.error } : null',
} as const;
