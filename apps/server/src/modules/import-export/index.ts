/**
 * Public surface of the import-export module, where every import and export lives: the admin's
 * (/api/vocabulary-admin) and the learner's (registered by the personal vocabulary routes under
 * /api/vocabulary/user).
 */
export { importExportRoutes } from './import-export.routes';
export { learnerFileRoutes } from './learner-files.routes';
