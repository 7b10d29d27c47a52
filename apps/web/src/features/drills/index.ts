/**
 * The drills (issue 33 §4): stress, gender, forms and listening, each its own page and chunk,
 * played in the games' frame. Other code imports only from here.
 */
export { drillPages } from './drill-pages';
// Small: Home's drill cards show the best score.
export { useDrillBestScore } from './engine/drill-progress';
