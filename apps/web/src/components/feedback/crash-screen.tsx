import { useState } from 'react';
import { StopIcon, WarningIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { FEEDBACK_TEXT } from './feedback.i18n';
import { useCrashRetry, type RetryCounter } from './use-crash-retry';
import './crash-screen.css';

/** "Error ID" = the error's name and the moment it was shown (spec §8). */
export function crashErrorId(error: unknown, now: number = Date.now()): string {
  const name = error instanceof Error && error.name ? error.name : 'Error';
  return `${name}-${now}`;
}

interface CrashScreenProps {
  error: unknown;
  /** Called after each retry's wait; omit when there is nothing to re-run. */
  onRetry?: () => void;
  maxRetries?: number;
  counter?: RetryCounter;
  /** Cover the whole viewport (root boundary) instead of the page area. */
  fullscreen?: boolean;
  /** Extra status line, e.g. "Reloading the page…". */
  notice?: string;
  onReload?: () => void;
}

export function CrashScreen({ error, onRetry, maxRetries, counter, fullscreen, notice, onReload }: CrashScreenProps) {
  const [errorId] = useState(() => crashErrorId(error));
  const retry = useCrashRetry({ onRetry, maxRetries, counter });
  const reload = onReload ?? (() => window.location.reload());
  const t = useMessages(FEEDBACK_TEXT);
  const MESSAGES = useMessages(SHARED_TEXT.MESSAGES);

  let status = notice ?? '';
  if (!status && retry.isWaiting) status = t.retryingIn(retry.secondsLeft);
  else if (!status && retry.retryCount > 0 && !retry.maxReached) status = t.retryFailed(retry.retryCount, retry.maxRetries);

  return (
    <div className={fullscreen ? 'crash crash--fullscreen' : 'crash'} role="alert">
      <div className="crash__card card">
        <div className="crash__icon" aria-hidden="true">
          {retry.maxReached ? <StopIcon /> : <WarningIcon />}
        </div>
        <h2 className="crash__title">{retry.maxReached ? MESSAGES.crashMaxTitle : MESSAGES.crashTitle}</h2>
        <p className="crash__body">{retry.maxReached ? MESSAGES.crashMaxBody : MESSAGES.crashBody}</p>
        <p className="crash__id">
          <span>{t.errorId}</span>
          <code>{errorId}</code>
        </p>
        <p className="crash__status" aria-live="polite">
          {status}
        </p>
        <div className="crash__actions">
          <Button variant="primary" onClick={retry.tryAgain} disabled={retry.isWaiting || retry.maxReached}>
            {retry.isWaiting ? t.tryAgainIn(retry.secondsLeft) : t.tryAgain}
          </Button>
          <Button onClick={retry.reset}>{t.reset}</Button>
          <Button onClick={reload}>{t.reloadPage}</Button>
        </div>
        {import.meta.env.DEV && error instanceof Error && (
          <details className="crash__details">
            <summary>{t.details}</summary>
            <pre>{error.stack ?? error.message}</pre>
          </details>
        )}
      </div>
    </div>
  );
}
