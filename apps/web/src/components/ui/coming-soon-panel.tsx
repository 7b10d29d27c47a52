import type { ReactNode } from 'react';
import { Badge } from './badge';
import './coming-soon-panel.css';

interface ComingSoonPanelProps {
  icon: string;
  title: string;
  description: string;
  note: string;
  actions?: ReactNode;
}

/** An honest placeholder for a screen a later release builds. */
export function ComingSoonPanel({ icon, title, description, note, actions }: ComingSoonPanelProps) {
  return (
    <section className="coming-soon card" aria-labelledby="coming-soon-title">
      <div className="coming-soon__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 id="coming-soon-title" className="coming-soon__title">
        {title}
      </h2>
      <p className="coming-soon__description">{description}</p>
      <div className="coming-soon__note">
        <Badge tone="info">{note}</Badge>
      </div>
      {actions && <div className="coming-soon__actions">{actions}</div>}
    </section>
  );
}
