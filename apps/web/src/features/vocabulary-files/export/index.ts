/** The export menus: the learner's one-category menu, and the generic menu and texts the admin editor reuses. */
export { CategoryExportMenu, type CategoryExportMenuProps } from './category-export-menu';
export { ExportMenu, type ExportMenuProps } from './export-menu';
export {
  EXPORT_MESSAGES,
  exportFailureMessage,
  exportFormatOptions,
  exportedMessage,
  type ExportFormatOption,
} from './export-messages';
