export { apiDocsPlugin, DOCS_PAGE_PATH, DOCS_STYLESHEET_PATH, OPENAPI_DOCUMENT_PATH } from './api-docs.routes';
export { buildOpenApiDocument, undocumentedRoutes } from './openapi-document';
export type { DocumentedAccess, OpenApiDocument } from './openapi-document';
