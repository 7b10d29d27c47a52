/**
 * The games' public interface: the catalogue and each game's page, loaded on demand. The engine
 * and the five games (engine/, typer/, flashcards/, quiz/, mission/, memory/) are the feature's
 * own; other code never imports them directly, which keeps each game in its own chunk.
 */
export { type GameInfo } from '@/lib/game-catalog';
export { gamePages, type LazyGamePage } from './game-pages';
// The frame the drills (issue 33 §4) play in; imported by their own chunks only.
export { GameFlow, type GameRenderContext, type SaveReviews } from './engine/game-flow';
export { type GameAnswer, type GameResult, useRoundReducer, type RoundKeeper } from './engine';
// Small and free of game code: the app calls it when who is signed in changes.
export { forgetKeptRounds } from './engine/round-storage';
// Small too: Home's Typer and Quiz cards describe the side the player gives.
export { useRememberedAnswerLanguage } from './engine/remembered-answer-language';
export type { AnswerLanguage } from './engine/answer-language';
