import { useId, type ReactNode } from 'react';
import './empty-state.css';

export interface EmptyStateProps {
  /** The screen's own card classes ("card quiz"): its width and padding, as when it has content. */
  className: string;
  /** Drawn in a soft square above the title; decorative. */
  icon?: ReactNode;
  title: ReactNode;
  /** What happened and what to do: a paragraph, or the screen's own status line. */
  children?: ReactNode;
  /** The way on: buttons or links, centred in a row that wraps. */
  actions: ReactNode;
  /** 'alert' when the panel replaces something the player was waiting for. */
  role?: 'alert';
  lang?: string;
}

/** The panel a screen shows when it has nothing to show: icon, title, message and the way on. */
export function EmptyState({ className, icon, title, children, actions, role, lang }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId} role={role} lang={lang}>
      <div className="empty-state">
        {icon && (
          <div className="empty-state__icon" aria-hidden="true">
            {icon}
          </div>
        )}
        <h2 id={titleId} className="empty-state__title">
          {title}
        </h2>
        {children}
        <div className="empty-state__actions">{actions}</div>
      </div>
    </section>
  );
}

/** The empty state's message in its muted type. */
export function EmptyStateText({ children }: { children: ReactNode }) {
  return <p className="empty-state__text">{children}</p>;
}
