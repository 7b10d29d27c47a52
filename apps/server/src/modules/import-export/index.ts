/** Public surface of the import-export module: its routes. */
export { importExportRoutes } from './import-export.routes';
