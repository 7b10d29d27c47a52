import type { CategoryExportFormat } from '@slovo/shared/limits/import-export';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useMessages } from '@/i18n';
import { useExportVocabularyMutation } from '../api/export-vocabulary';
import { ExportMenu } from './export-menu';
import { EXPORT_MESSAGES } from './export.i18n';
import { exportFailureMessage, exportFormatOptions, exportedMessage } from './export-messages';

export interface VocabularyExportMenuProps {
  /**
   * The categories to export, by `name` (their key, not the display name); none or empty exports
   * every category. A name containing a comma cannot be chosen (the query separates names by commas).
   */
  categoryNames?: readonly string[];
  /** How the selection is named to screen readers ("Export Selected “Animals”"); by default the names. */
  selectionLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** JSON first: the admin's usual export is the file the Import dialog reads back. */
const FORMAT_ORDER = ['json', 'csv', 'anki', 'apkg'] as const;

/**
 * Export for the admin toolbar: a menu of the three formats (JSON import format, CSV, Anki text)
 * for all categories or the given ones, saved under the server's file name. One export at a time;
 * the outcome is a toast (the page stays as it is). Its accessible name says what will be exported.
 */
export function VocabularyExportMenu({
  categoryNames = [],
  selectionLabel,
  variant = 'secondary',
  size = 'md',
}: VocabularyExportMenuProps) {
  const t = useMessages(EXPORT_MESSAGES);
  const T = t.vocabulary;
  const mutation = useExportVocabularyMutation();
  const selected = categoryNames.length > 0;
  // The visible text stays short for the toolbar; the rest is said to screen readers and in the tooltip.
  const what = !selected
    ? T.allWhat
    : selectionLabel
      ? t.quoted(selectionLabel)
      : categoryNames.length === 1
        ? t.quoted(categoryNames[0]!)
        : T.categoryCount(categoryNames.length);

  const start = (format: CategoryExportFormat) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { categoryNames, format },
      {
        onSuccess: (file) => toast.success(exportedMessage(file.fileName)),
        onError: (failure) => toast.error(exportFailureMessage(failure)),
      },
    );
  };

  return (
    <ExportMenu
      label={selected ? T.selected : T.all}
      labelDetail={what}
      title={T.download(selected ? what : T.everyCategory)}
      // Read at render, so the format names follow the interface language.
      formats={exportFormatOptions(FORMAT_ORDER)}
      pending={mutation.isPending}
      onChoose={start}
      variant={variant}
      size={size}
    />
  );
}
