/** Public surface of the progress feature (app.ts mounts its routes from progress.routes.ts). */
export { getProgress } from './progress.service';
