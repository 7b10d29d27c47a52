import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { EXPORT_MESSAGES, useExportVocabularyMutation } from '../api/export-vocabulary';

export interface ExportButtonProps {
  /**
   * The categories to export, by `name` (their key, not the display name); none or empty exports
   * every category. A name containing a comma cannot be chosen (the query separates names by commas).
   */
  categoryNames?: readonly string[];
  /** How the selection is named to screen readers ("Export “Animals” as JSON"); by default the names. */
  selectionLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** 'Failed to export data: {reason}', the server's text when it sent one. */
export function exportFailureMessage(failure: unknown): string {
  if (failure instanceof ApiError && failure.kind !== 'validation') {
    return EXPORT_MESSAGES.failedToExport(failure.serverMessage ?? failure.message);
  }
  return failure instanceof Error && failure.message
    ? EXPORT_MESSAGES.failedToExport(failure.message)
    : EXPORT_MESSAGES.exportFailed;
}

/**
 * Export for the admin toolbar: downloads the vocabulary as a JSON file in the import's format,
 * all categories or the given ones, saved under the server's file name. One export at a time; the
 * outcome is a toast (the page stays as it is). Its accessible name says what will be exported.
 */
export function ExportButton({ categoryNames = [], selectionLabel, variant = 'secondary', size = 'md' }: ExportButtonProps) {
  const mutation = useExportVocabularyMutation();
  const pending = mutation.isPending;
  const selected = categoryNames.length > 0;
  // The visible text stays short for the toolbar; the rest is said to screen readers and in the tooltip.
  const what = !selected
    ? 'categories'
    : selectionLabel
      ? `“${selectionLabel}”`
      : categoryNames.length === 1
        ? `“${categoryNames[0]}”`
        : `${categoryNames.length} categories`;

  const start = () => {
    if (mutation.isPending) return;
    mutation.mutate(categoryNames, {
      onSuccess: (file) => toast.success(EXPORT_MESSAGES.exported(file.fileName)),
      onError: (failure) => toast.error(exportFailureMessage(failure)),
    });
  };

  return (
    <Button
      variant={variant}
      size={size}
      onClick={start}
      disabled={pending}
      aria-busy={pending || undefined}
      title={`Download ${selected ? what : 'every category'} as a JSON file`}
    >
      {pending ? <Spinner size="sm" /> : <span aria-hidden="true">⇩</span>}
      {pending ? 'Exporting…' : selected ? 'Export Selected' : 'Export All'}
      <span className="visually-hidden"> {what} as JSON</span>
    </Button>
  );
}
