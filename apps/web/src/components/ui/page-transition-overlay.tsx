import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PAGE_TRANSITION } from '@slovo/shared';
import { LearningIcon, type IconComponent } from '@/components/icons';
import { messagesNow } from '@/i18n';
import {
  pickSubtitle,
  progressAfterTicks,
  transitionDirection,
  type TransitionDirection,
  type TransitionPhase,
} from './page-transition';
import { UI_TEXT } from './ui.i18n';
import './page-transition-overlay.css';

interface Run {
  direction: TransitionDirection;
  subtitle: string;
}

/**
 * Overlay shown on each route change (never on the first load): 1200 ms, then a 500 ms fade.
 * Decorative for assistive technology — the new page is already rendered underneath.
 */
export function PageTransitionOverlay({ title, icon: Icon = LearningIcon }: { title: string; icon?: IconComponent }) {
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  const [run, setRun] = useState<Run | null>(null);
  const [phase, setPhase] = useState<TransitionPhase>('done');
  const [ticks, setTicks] = useState(0);

  useEffect(() => {
    const from = previousPath.current;
    previousPath.current = pathname;
    if (from === pathname) return;

    const direction = transitionDirection(from, pathname);
    setRun({ direction, subtitle: pickSubtitle(direction, Math.random, messagesNow(UI_TEXT).transition) });
    setTicks(0);
    setPhase('showing');
    const ticker = setInterval(() => setTicks((t) => t + 1), PAGE_TRANSITION.tickMs);
    const fade = setTimeout(() => setPhase('fading'), PAGE_TRANSITION.overlayMs);
    const end = setTimeout(() => {
      clearInterval(ticker);
      setPhase('done');
    }, PAGE_TRANSITION.overlayMs + PAGE_TRANSITION.fadeMs);
    return () => {
      clearInterval(ticker);
      clearTimeout(fade);
      clearTimeout(end);
    };
  }, [pathname]);

  if (phase === 'done' || !run) return null;
  const percent = Math.round(progressAfterTicks(ticks));

  return (
    <div
      className={['page-transition', `page-transition--${run.direction}`, phase === 'fading' && 'page-transition--fading']
        .filter(Boolean)
        .join(' ')}
      data-testid="page-transition"
      data-direction={run.direction}
      aria-hidden="true"
    >
      <div className="page-transition__card">
        <div className="page-transition__mark">
          <Icon />
        </div>
        <p className="page-transition__title">{title}</p>
        <p className="page-transition__subtitle">{run.subtitle}</p>
        <div className="page-transition__bar">
          <div className="page-transition__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="page-transition__percent">{percent}%</p>
      </div>
    </div>
  );
}
