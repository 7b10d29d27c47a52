/** Public surface of the classes feature (issue 35); app.ts mounts its routes from classes.routes.ts. */
export { createJoinLimiter } from './join-limit';
export type { JoinLimiter } from './join-limit';
