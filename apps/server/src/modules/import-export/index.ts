/** Public surface of the import-export module: its routes, and one category's export for the personal vocabulary routes. */
export { importExportRoutes } from './import-export.routes';
export { exportCategory } from './category-export.service';
export type { CategoryExportFile } from './category-export.service';
