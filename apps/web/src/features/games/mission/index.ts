/** Mission (game4), the anagram game: product-games-auth.md §3, §4, §5, §9 and issue 4. */
export { MissionGame, type MissionGameProps, type Schedule } from './mission-game';
export { MISSION_TEXT } from './mission-text';
