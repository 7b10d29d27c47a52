/** Public surface of the progress feature. */
export { progressRoutes } from './progress.routes';
