/** Public surface of the progress feature. */
export { progressRoutes } from './progress.routes';
export { getProgress } from './progress.service';
