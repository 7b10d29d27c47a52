import { SKILL_DIRECTIONS, type Assignment, type AssignmentProgress, type CardKind, type GameId } from '@slovo/shared';
import { GAME_TEXT, useFormat, useMessages } from '@/i18n';
import { CLASSES_TEXT } from '../classes.i18n';

/** Today in the browser's own days, as a due date is written ("2026-05-04"). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** How an assignment and a cell of progress read, in the interface language. */
export function useAssignmentText() {
  const TEXT = useMessages(CLASSES_TEXT);
  const GAMES = useMessages(GAME_TEXT);
  const format = useFormat();
  const date = (day: string) => format.date(`${day}T00:00:00`, { day: 'numeric', month: 'short', year: 'numeric' });
  const kind = ({ skill, direction }: CardKind) =>
    SKILL_DIRECTIONS[skill].length > 1 ? `${TEXT.skillNames[skill]} (${TEXT.directionNames[direction]})` : TEXT.skillNames[skill];
  const gameName = (game: GameId) => GAMES[game].title;
  return {
    date,
    gameName,
    kind,
    kinds: (kinds: CardKind[]) => kinds.map(kind).join(', '),
    target: (target: Assignment['target']) =>
      target.kind === 'learned' ? TEXT.targetText.learned : TEXT.targetText.score(target.percent, gameName(target.game)),
    due: (dueDate: string | null) => (dueDate === null ? TEXT.noDue : TEXT.due(date(dueDate))),
    overdue: (dueDate: string | null) => dueDate !== null && dueDate < localToday(),
    /** "12/40 learned", the first thing a cell says. */
    learned: (cell: AssignmentProgress) => TEXT.learnedOf(cell.learned, cell.words),
    /** "3 due · 2 mistakes · last played 4 May 2026 · best: Quiz 80 %". */
    details: (cell: AssignmentProgress) => {
      const scores = Object.entries(cell.bestScores).map(
        ([game, score]) => `${gameName(game as GameId)} ${format.number(score)} %`,
      );
      return [
        TEXT.dueCount(cell.due),
        TEXT.mistakes(cell.mistakes),
        cell.lastPlayed === null ? TEXT.neverPlayed : TEXT.lastPlayed(format.date(cell.lastPlayed)),
        ...(scores.length > 0 ? [TEXT.best(scores.join(', '))] : []),
      ].join(' · ');
    },
  };
}
