import { useEffect, useId, useRef } from 'react';
import { WarningIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n';
import { TYPER_ERRORS, type TyperError } from '../logic';
import { TYPER_TEXT } from '../typer.i18n';

const ERROR_KEY = Object.fromEntries(Object.entries(TYPER_ERRORS).map(([key, text]) => [text, key])) as Record<
  TyperError,
  keyof typeof TYPER_ERRORS
>;

interface TyperErrorScreenProps {
  message: TyperError;
  onReset: () => void;
}

/** Spec §5: the Typer refuses a bad word list with a full-screen error and a Reset Game button. */
export function TyperErrorScreen({ message, onReset }: TyperErrorScreenProps) {
  const titleId = useId();
  const resetRef = useRef<HTMLButtonElement>(null);
  const t = useMessages(TYPER_TEXT);

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
          {t.errors[ERROR_KEY[message]]}
        </h2>
        <p className="typer-error__text">{t.errorText}</p>
        <Button ref={resetRef} variant="primary" size="lg" onClick={onReset}>
          {t.resetGame}
        </Button>
      </div>
    </div>
  );
}
