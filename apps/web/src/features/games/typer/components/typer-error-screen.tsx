import { useEffect, useId, useRef } from 'react';
import { WarningIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import type { TyperError } from '../logic';

interface TyperErrorScreenProps {
  message: TyperError;
  onReset: () => void;
}

/** Spec §5: the Typer refuses a bad word list with a full-screen error and a Reset Game button. */
export function TyperErrorScreen({ message, onReset }: TyperErrorScreenProps) {
  const titleId = useId();
  const resetRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    resetRef.current?.focus();
  }, []);

  return (
    <div className="typer-error" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="typer-error__panel card">
        <div className="typer-error__icon" aria-hidden="true">
          <WarningIcon />
        </div>
        <h2 id={titleId} className="typer-error__title">
          {message}
        </h2>
        <p className="typer-error__text">
          The Typer cannot continue with this word list. Reset the game to choose a category again.
        </p>
        <Button ref={resetRef} variant="primary" size="lg" onClick={onReset}>
          Reset Game
        </Button>
      </div>
    </div>
  );
}
