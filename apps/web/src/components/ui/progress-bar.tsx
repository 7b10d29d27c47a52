import './progress-bar.css';

/** Progress bars clamp their value to 0..100 (spec §9). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

interface ProgressBarProps {
  value: number;
  label: string;
  /** Show the label and percentage above the bar (the label is always announced). */
  showLabel?: boolean;
  tone?: 'primary' | 'success';
  /** On the progressbar element, for a container that names itself with the bar's label. */
  id?: string;
}

export function ProgressBar({ value, label, showLabel = false, tone = 'primary', id }: ProgressBarProps) {
  const percent = Math.round(clampPercent(value));
  return (
    <div className={tone === 'success' ? 'progress progress--success' : 'progress'}>
      {showLabel && (
        <div className="progress__label" aria-hidden="true">
          <span>{label}</span>
          <span>{percent}%</span>
        </div>
      )}
      <div
        id={id}
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        {/* Width set through the CSSOM, which the strict style-src CSP allows; an empty bar sets none,
            so the prerendered Home (whose bars are empty) carries no style attribute the CSP would
            refuse. */}
        <div className="progress__fill" style={percent > 0 ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}
