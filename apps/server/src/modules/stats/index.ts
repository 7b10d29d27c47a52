/** Public surface of the stats feature (/stats, issue 15). */
export { statsRoutes } from './stats.routes';
