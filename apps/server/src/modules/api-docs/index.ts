export { apiDocsPlugin } from './api-docs.routes';
