/** Public surface of the learning-session feature. */
export { learningSessionRoutes } from './learning-session.routes';
