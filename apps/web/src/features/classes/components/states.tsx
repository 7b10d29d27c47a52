import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n';
import { CLASSES_TEXT } from '../classes.i18n';
import { failureReason } from '../api/failure-reason';

/** A part of the page waiting for its answer. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <div className="classes__state" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="lg" />
      <span>{children}</span>
    </div>
  );
}

/** A read that failed: what failed, the server's reason, and Retry. */
export function FailureState({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const TEXT = useMessages(CLASSES_TEXT);
  return (
    <div className="classes__state" role="alert">
      <p className="classes__state-title">{title}</p>
      <p className="classes__muted">{failureReason(error)}</p>
      <Button variant="primary" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        {retrying && <Spinner size="sm" />}
        {TEXT.retry}
      </Button>
    </div>
  );
}
