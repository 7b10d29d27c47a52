/**
 * The games' public interface: the catalogue and each game's and drill's page, loaded on demand.
 * The engine, the five games (engine/, typer/, flashcards/, quiz/, mission/, memory/) and the
 * drills (drills/) are the feature's own; other code never imports them directly, which keeps each game in its own chunk.
 */
export { type GameInfo } from '@/lib/game-catalog';
export { gamePages } from './game-pages';
// The drills (issue 33 §4) play in the games' frame, so they live here: their pages load on demand.
export { drillPages } from './drills/drill-pages';
// Small: Home's drill cards show the best score.
export { useDrillBestScore } from './drills/engine/drill-progress';
// Small too: Home's Listening card says when this device has no voice to play it with (the check loads later).
export { ListeningAvailability } from './drills/listening/listening-card-availability';
// Small and free of game code: the app calls it when who is signed in changes.
export { forgetKeptRounds } from './engine/kept-rounds';
// Small too: Home's Typer and Quiz cards describe the side the player gives.
export { useRememberedAnswerLanguage } from './engine/remembered-answer-language';
export type { AnswerLanguage } from './engine/answer-language';
