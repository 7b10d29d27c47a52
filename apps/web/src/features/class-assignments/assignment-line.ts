import { DRILLS, GAMES, type DrillId, type GameId } from '@slovo/shared';
import type { MyAssignment } from './api/get-my-assignments';
import type { CLASS_ASSIGNMENTS_TEXT } from './class-assignments.i18n';
import { dueWhen, type DueWhen } from './due-date';

type Texts = (typeof CLASS_ASSIGNMENTS_TEXT)['en'];

/** "Due tomorrow", "Overdue, was due May 3"…; null when the assignment has no due date. */
export function dueText(when: DueWhen, t: Texts, now: Date): string | null {
  switch (when.kind) {
    case 'none':
      return null;
    case 'today':
      return t.dueToday;
    case 'tomorrow':
      return t.dueTomorrow;
    case 'weekday':
      return t.dueWeekday(when.weekday);
    case 'date':
      return t.dueOn(when.date, when.date.getFullYear() !== now.getFullYear());
    case 'overdue':
      return when.yesterday ? t.overdueYesterday : t.overdueSince(when.date, when.date.getFullYear() !== now.getFullYear());
  }
}

export interface AssignmentLine {
  /** "Due Friday"; null without a due date. */
  due: string | null;
  overdue: boolean;
  /** "Animals — 12 of 40 words learned". */
  progress: string;
  /** The whole line: "Due Friday: Animals — 12 of 40 words learned". */
  text: string;
}

/** An assignment's line on Home (issue 35 §2): when it is due, the category, and the words learned. */
export function assignmentLine(
  assignment: Pick<MyAssignment, 'dueDate' | 'category' | 'progress'>,
  t: Texts,
  now: Date,
): AssignmentLine {
  const when = dueWhen(assignment.dueDate, now);
  const due = dueText(when, t, now);
  const progress = t.learned(assignment.category.displayName, assignment.progress.learned, assignment.progress.words);
  return { due, overdue: when.kind === 'overdue', progress, text: due === null ? progress : `${due}: ${progress}` };
}

export interface Play {
  id: GameId | DrillId;
  path: string;
}

const FLASHCARDS: GameId = 'game2';

/**
 * Where the assignment is played: the primary way (the target's game for a score target;
 * Flashcards when the words' meaning is asked; else the first drill of the assigned skills) and
 * the others (the other games when the meaning is asked or a game is the target, the drills of
 * the assigned skills). Paths without the category; the caller adds it.
 */
export function playsOf(assignment: Pick<MyAssignment, 'kinds' | 'target'>): { primary: Play; others: Play[] } {
  const skills = new Set(assignment.kinds.map((kind) => kind.skill));
  const drills: Play[] = DRILLS.filter((drill) => skills.has(drill.id)).map(({ id, path }) => ({ id, path }));
  const games: Play[] =
    skills.has('meaning') || assignment.target.kind === 'score' || drills.length === 0
      ? GAMES.map(({ id, path }) => ({ id, path }))
      : [];
  const primaryId = assignment.target.kind === 'score' ? assignment.target.game : games.length > 0 ? FLASHCARDS : drills[0]?.id;
  const all = [...games, ...drills];
  const primary = all.find((play) => play.id === primaryId) ?? all[0] ?? { id: GAMES[0].id, path: GAMES[0].path };
  return { primary, others: all.filter((play) => play.id !== primary.id) };
}
