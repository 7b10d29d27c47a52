/** Public surface of the stats feature (/stats, issue 15); app.ts mounts its routes from stats.routes.ts. */
export { getStats } from './stats.service';
