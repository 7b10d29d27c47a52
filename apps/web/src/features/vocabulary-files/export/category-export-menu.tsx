import type { CategoryExportFormat } from '@slovo/shared/limits/import-export';
import { toast } from '@/components/ui/toast-store';
import { useExportCategoryMutation } from '../api/export-category';
import { ExportMenu } from './export-menu';
import { useMessages } from '@/i18n';
import { EXPORT_MESSAGES } from './export.i18n';
import { exportFailureMessage, exportFormatOptions, exportedMessage } from './export-messages';

export interface CategoryExportMenuProps {
  /** The category to export: its id (the route's) and the name shown to the learner. */
  category: { id: number; display_name: string };
}

const FORMATS = exportFormatOptions();

/**
 * Export for the manager's toolbar: one category (the learner's own; an admin's any) as CSV, Anki
 * text or the JSON import format, saved under the server's file name. One export at a time; the
 * outcome is a toast. Its accessible name says which category ("Export “Animals”").
 */
export function CategoryExportMenu({ category }: CategoryExportMenuProps) {
  const t = useMessages(EXPORT_MESSAGES);
  const mutation = useExportCategoryMutation();

  const start = (format: CategoryExportFormat) => {
    if (mutation.isPending) return;
    mutation.mutate(
      { categoryId: category.id, format },
      {
        onSuccess: (file) => toast.success(exportedMessage(file.fileName)),
        onError: (failure) => toast.error(exportFailureMessage(failure)),
      },
    );
  };

  return (
    <ExportMenu
      label={t.export}
      labelDetail={t.quoted(category.display_name)}
      title={t.downloadCategory(category.display_name)}
      formats={FORMATS}
      pending={mutation.isPending}
      onChoose={start}
    />
  );
}
