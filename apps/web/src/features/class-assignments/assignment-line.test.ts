import { describe, expect, it } from 'vitest';
import { assignmentLine, dueText, playsOf } from './assignment-line';
import { CLASS_ASSIGNMENTS_TEXT } from './class-assignments.i18n';
import { calendarDay, dueWhen } from './due-date';

const { en, ru } = CLASS_ASSIGNMENTS_TEXT;
/** Wednesday, 13 May 2026, mid-morning in the learner's own calendar. */
const NOW = new Date(2026, 4, 13, 10, 30);

const assignment = (dueDate: string | null, learned: number, words: number, displayName = 'Animals') => ({
  dueDate,
  category: { id: 1, name: 'animals', displayName },
  progress: { learned, words, due: 0, mistakes: 0, lastPlayed: null, bestScores: {}, done: false },
});

describe('when an assignment is due', () => {
  it('reads the due date as a day of the learner’s calendar', () => {
    expect(dueWhen(null, NOW)).toEqual({ kind: 'none' });
    expect(dueWhen('2026-05-13', NOW)).toEqual({ kind: 'today' });
    expect(dueWhen('2026-05-14', NOW)).toEqual({ kind: 'tomorrow' });
    expect(dueWhen('2026-05-15', NOW)).toEqual({ kind: 'weekday', weekday: 5 });
    expect(dueWhen('2026-05-19', NOW)).toEqual({ kind: 'weekday', weekday: 2 });
    // A week ahead is the same weekday as today: a date says it without doubt.
    expect(dueWhen('2026-05-20', NOW)).toEqual({ kind: 'date', date: new Date(2026, 4, 20) });
    expect(dueWhen('2026-05-12', NOW)).toEqual({ kind: 'overdue', yesterday: true, date: new Date(2026, 4, 12) });
    expect(dueWhen('2026-05-01', NOW)).toEqual({ kind: 'overdue', yesterday: false, date: new Date(2026, 4, 1) });
  });

  it('counts whole days across a change of the clocks and at the day’s very ends', () => {
    expect(dueWhen('2026-03-30', new Date(2026, 2, 28, 23, 59))).toEqual({ kind: 'weekday', weekday: 1 });
    expect(dueWhen('2026-05-14', new Date(2026, 4, 13, 23, 59))).toEqual({ kind: 'tomorrow' });
    expect(dueWhen('2026-05-13', new Date(2026, 4, 13, 0, 0))).toEqual({ kind: 'today' });
  });

  it('takes no malformed or impossible date for one', () => {
    expect(calendarDay('2026-02-30')).toBeNull();
    expect(calendarDay('13.05.2026')).toBeNull();
    expect(dueWhen('soon', NOW)).toEqual({ kind: 'none' });
  });

  it('says it in English: today, tomorrow, a weekday within the week, a date after, overdue', () => {
    const say = (date: string) => dueText(dueWhen(date, NOW), en, NOW);
    expect(['2026-05-13', '2026-05-14', '2026-05-15', '2026-05-18', '2026-05-20', '2026-05-12', '2026-05-01'].map(say)).toEqual([
      'Due today',
      'Due tomorrow',
      'Due Friday',
      'Due Monday',
      'Due May 20',
      'Overdue, was due yesterday',
      'Overdue, was due May 1',
    ]);
    expect(say('2027-01-08')).toBe('Due January 8, 2027');
  });

  it('says it in Russian, the weekday and the month after «до» in the genitive', () => {
    const say = (date: string) => dueText(dueWhen(date, NOW), ru, NOW);
    expect(['2026-05-13', '2026-05-14', '2026-05-15', '2026-05-17', '2026-05-20', '2026-05-12', '2026-05-01'].map(say)).toEqual([
      'Срок — сегодня',
      'До завтра',
      'До пятницы',
      'До воскресенья',
      'До 20 мая',
      'Просрочено, срок был вчера',
      'Просрочено, срок был 1 мая',
    ]);
    expect(say('2027-01-08')).toBe('До 8 января 2027 г.');
    expect(dueText({ kind: 'weekday', weekday: 3 }, ru, NOW)).toBe('До среды');
  });
});

describe('an assignment’s line on Home', () => {
  it('in English: "Due Friday: Animals — 12 of 40 words learned", one word in the singular', () => {
    expect(assignmentLine(assignment('2026-05-15', 12, 40), en, NOW)).toEqual({
      due: 'Due Friday',
      overdue: false,
      progress: 'Animals — 12 of 40 words learned',
      text: 'Due Friday: Animals — 12 of 40 words learned',
    });
    expect(assignmentLine(assignment(null, 0, 1), en, NOW).text).toBe('Animals — 0 of 1 word learned');
    expect(assignmentLine(assignment('2026-05-11', 1, 1200), en, NOW)).toMatchObject({
      overdue: true,
      text: 'Overdue, was due May 11: Animals — 1 of 1,200 words learned',
    });
  });

  it('in Russian: «До пятницы: Животные — выучено 12 из 40 слов», the noun after «из» in its plural form', () => {
    const line = (learned: number, words: number) =>
      assignmentLine(assignment('2026-05-15', learned, words, 'Животные'), ru, NOW).text;
    expect(line(12, 40)).toBe('До пятницы: Животные — выучено 12 из 40 слов');
    expect(line(0, 1)).toBe('До пятницы: Животные — выучено 0 из 1 слова');
    expect(line(1, 3)).toBe('До пятницы: Животные — выучено 1 из 3 слов');
    expect(line(5, 21)).toBe('До пятницы: Животные — выучено 5 из 21 слова');
    expect(line(11, 11)).toBe('До пятницы: Животные — выучено 11 из 11 слов');
    expect(line(3, 1000)).toBe('До пятницы: Животные — выучено 3 из 1\u00a0000 слов');
  });

  it('names a score target and the other texts in both languages', () => {
    expect(en.goal('Quiz Game', 80)).toBe('Goal: Quiz Game 80\u00a0%');
    expect(ru.goal('Викторина', 80)).toBe('Цель: Викторина 80\u00a0%');
    expect(en.showMore(2)).toBe('Show 2 more');
    expect(ru.showMore(2)).toBe('Показать ещё 2');
  });
});

describe('where an assignment is played', () => {
  const meaning = [{ skill: 'meaning', direction: 'en-ru' }] as const;
  const ids = (plays: { id: string }[]) => plays.map((play) => play.id);

  it('in Flashcards first, the other games in the menu, for the words’ meaning', () => {
    const { primary, others } = playsOf({ kinds: [...meaning], target: { kind: 'learned' } });
    expect(primary).toEqual({ id: 'game2', path: '/game2' });
    expect(ids(others)).toEqual(['game1', 'game3', 'game4', 'game5']);
  });

  it('in the target’s game for a score target', () => {
    const { primary, others } = playsOf({ kinds: [...meaning], target: { kind: 'score', game: 'game3', percent: 80 } });
    expect(primary).toEqual({ id: 'game3', path: '/game3' });
    expect(ids(others)).toEqual(['game2', 'game1', 'game4', 'game5']);
  });

  it('adds the drills of the assigned skills; a drill first when the meaning is not asked', () => {
    const both = playsOf({
      kinds: [...meaning, { skill: 'stress', direction: 'ru' }, { skill: 'listening', direction: 'en' }],
      target: { kind: 'learned' },
    });
    expect(both.primary.id).toBe('game2');
    expect(ids(both.others)).toEqual(['game1', 'game3', 'game4', 'game5', 'stress', 'listening']);

    const drillsOnly = playsOf({
      kinds: [
        { skill: 'gender', direction: 'ru' },
        { skill: 'forms', direction: 'ru' },
      ],
      target: { kind: 'learned' },
    });
    expect(drillsOnly.primary).toEqual({ id: 'gender', path: '/drills/gender' });
    expect(ids(drillsOnly.others)).toEqual(['forms']);
  });
});
