import { useId, type ReactNode } from 'react';
import { ExpandIcon } from '@/components/icons';
import { useMessages } from '@/i18n';
import { DETAILS_TEXT } from '../../details/details.i18n';
import './word-details.css';

interface DetailsSectionProps {
  /** Open or closed: the dialog decides (closed at first in Add Word, open in Edit Word; a refusal opens it). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The Details section of the word dialogs (issue 32 §2): a heading that opens and closes it. */
export function DetailsSection({ open, onOpenChange, children }: DetailsSectionProps) {
  const t = useMessages(DETAILS_TEXT);
  const id = useId();
  return (
    <section className="details-section" aria-labelledby={`${id}-heading`}>
      <h3 className="details-section__heading" id={`${id}-heading`}>
        <button
          type="button"
          className="details-section__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          aria-describedby={`${id}-hint`}
          onClick={() => onOpenChange(!open)}
        >
          <ExpandIcon aria-hidden="true" />
          {t.details}
        </button>
      </h3>
      <p id={`${id}-hint`} className="details-section__hint">
        {t.detailsHint}
      </p>
      <div id={`${id}-body`} className="details-section__body" hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
