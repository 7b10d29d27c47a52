/** Public surface of the API document (app.ts mounts its pages from api-docs.routes.ts). */
export { buildOpenApiDocument, undocumentedRoutes } from './openapi-document';
export type { DocumentedAccess, OpenApiDocument } from './openapi-document';
