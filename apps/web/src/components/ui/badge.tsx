import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'info' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={tone === 'neutral' ? 'badge' : `badge badge--${tone}`}>{children}</span>;
}
