import { describe, expect, it } from 'vitest';
import { MISSION, type GameWord } from '@slovo/shared';
import {
  canSkip,
  canUseHint,
  createMissionState,
  missionAnswers,
  missionReducer,
  missionResult,
  missionScore,
  nextTimer,
  revealStepMs,
  skipsAllowed,
  skipsRemaining,
  visibleTiles,
  wrongAdvanceDelayMs,
  type MissionEvent,
  type MissionState,
} from './logic';
import { MISSION_RESULT_TEXT } from './mission-result.i18n';

const word = (english: string, russian = `${english}-ru`, id: number | string = english): GameWord => ({
  id,
  english,
  russian,
  category: 'animals',
  part_of_speech: 'noun',
});
const ENGLISH = ['cat', 'dog', 'horse', 'sheep', 'goat', 'duck', 'mouse', 'rabbit', 'tiger', 'zebra', 'camel', 'whale'];
const words = (count: number) =>
  Array.from({ length: count }, (_, i) => word(`${ENGLISH[i % ENGLISH.length]}${i >= ENGLISH.length ? i : ''}`));

const START = 1_000;
const start = (list: GameWord[]) => createMissionState(list, { random: () => 0.3, now: START });
const run = (state: MissionState, ...events: MissionEvent[]) => events.reduce(missionReducer, state);

/** Types `text` and presses Check. */
const answer = (state: MissionState, text: string) => run(state, { type: 'input', value: text }, { type: 'submit' });
/** Plays every scheduled timer until the screen waits for the player again (or the game ends). */
function finishFeedback(state: MissionState, now = START + 5_000): MissionState {
  let current = state;
  for (let timer = nextTimer(current); timer; timer = nextTimer(current)) {
    current = missionReducer(current, timer.event === 'advance' ? { type: 'advance', now } : { type: 'revealNext' });
  }
  return current;
}
const answerRight = (state: MissionState) => finishFeedback(answer(state, state.originalWord));
const answerWrong = (state: MissionState) => finishFeedback(answer(state, 'definitely wrong'));
const currentEnglish = (state: MissionState) => state.words[state.currentWordIndex]!.english;

describe('starting a Mission', () => {
  it('shows the first word scrambled and starts active', () => {
    const state = start([word('horse', 'лошадь')]);
    expect(state.phase).toBe('answering');
    expect(state.isActive).toBe(true);
    expect(state.isCompleted).toBe(false);
    expect(state.originalWord).toBe('horse');
    expect(state.scrambledLetters.join('')).not.toBe('horse');
    expect([...state.scrambledLetters].sort()).toEqual(['e', 'h', 'o', 'r', 's']);
    expect(state.startTime).toBe(START);
    expect(state.endTime).toBeNull();
  });

  it('keeps the lifeline (the hint) available until it is used', () => {
    const state = start(words(3));
    expect(state.lifelineAvailable).toBe(true);
    expect(state.lifelineUsed).toBe(false);
    expect(canUseHint(state)).toBe(true);
  });

  it('does not crash on an empty list, and leaves out words with nothing to type', () => {
    const empty = start([]);
    expect(empty.phase).toBe('empty');
    expect(empty.isActive).toBe(false);
    expect(missionScore(empty)).toBe(0);
    expect(run(empty, { type: 'submit' }, { type: 'skip', now: START }, { type: 'hint' })).toEqual(empty);

    const blanks = start([word('   '), word('owl'), word('')]);
    expect(blanks.words.map((w) => w.english)).toEqual(['owl']);
  });

  it('uses the injected random source for scrambling (same source, same letters)', () => {
    expect(start(words(5)).scrambles).toEqual(start(words(5)).scrambles);
  });
});

describe('answering', () => {
  it('requires a non-blank answer: a blank Check prompts and counts nothing', () => {
    const state = start(words(2));
    for (const blank of ['', '   ']) {
      const after = answer(state, blank);
      expect(after.blankPrompt).toBe(true);
      expect(after.phase).toBe('answering');
      expect(after.mistakes).toBe(0);
      expect(after.correctAnswers).toBe(0);
      expect(nextTimer(after)).toBeNull();
    }
  });

  it('hides the blank prompt as soon as the player types', () => {
    const prompted = answer(start(words(2)), ' ');
    expect(run(prompted, { type: 'input', value: 'c' }).blankPrompt).toBe(false);
  });

  it('accepts the word trimmed and in any case', () => {
    const state = start([word('rabbit')]);
    const after = answer(state, '  RaBBit ');
    expect(after.phase).toBe('correct');
    expect(after.correctAnswers).toBe(1);
    expect(after.mistakes).toBe(0);
    expect(after.lastAnswer).toBe('RaBBit');
  });

  it('counts a different word as a mistake', () => {
    const after = answer(start([word('rabbit')]), 'rabit');
    expect(after.phase).toBe('wrong');
    expect(after.mistakes).toBe(1);
    expect(after.correctAnswers).toBe(0);
    expect(after.lastAnswer).toBe('rabit');
  });

  it('wants the space of a multi-word answer where it belongs', () => {
    const bear = start([word('polar bear')]);
    expect(bear.scrambledLetters[5]).toBe(' ');
    expect(answer(bear, 'polarbear').phase).toBe('wrong');
    expect(answer(bear, 'Polar   Bear').phase).toBe('correct');
  });

  it('ignores typing and Check while feedback is showing', () => {
    const correct = answer(start(words(2)), 'cat');
    expect(run(correct, { type: 'input', value: 'xyz' })).toBe(correct);
    expect(run(correct, { type: 'submit' })).toBe(correct);
    const wrong = answer(start(words(2)), 'cow');
    expect(run(wrong, { type: 'submit' })).toBe(wrong);
    expect(run(wrong, { type: 'input', value: 'cat' })).toBe(wrong);
  });
});

describe('timings', () => {
  it('correct: the letters turn into the word and it advances after 1500 ms', () => {
    const correct = answer(start(words(2)), 'cat');
    expect(visibleTiles(correct)).toEqual([
      { character: 'c', revealed: true, given: false },
      { character: 'a', revealed: true, given: false },
      { character: 't', revealed: true, given: false },
    ]);
    expect(nextTimer(correct)).toEqual({ delayMs: 1500, event: 'advance' });
    expect(MISSION.correctAdvanceMs).toBe(1500);
    const next = run(correct, { type: 'advance', now: START + 1500 });
    expect(next.phase).toBe('answering');
    expect(next.originalWord).toBe('dog');
  });

  it('wrong: reveals the word in red one letter per 150 ms, then waits 1000 ms', () => {
    let state = answer(start([word('horse'), word('goat')]), 'shore');
    const schedule: { delayMs: number; event: string }[] = [];
    const seen: string[] = [];
    for (let timer = nextTimer(state); timer; timer = nextTimer(state)) {
      schedule.push(timer);
      state = timer.event === 'advance' ? run(state, { type: 'advance', now: START + 2000 }) : run(state, { type: 'revealNext' });
      if (state.phase === 'wrong')
        seen.push(
          visibleTiles(state)
            .filter((t) => t.revealed)
            .map((t) => t.character)
            .join(''),
        );
    }
    expect(schedule).toEqual([
      ...Array.from({ length: 5 }, () => ({ delayMs: 150, event: 'revealNext' })),
      { delayMs: 1000, event: 'advance' },
    ]);
    expect(seen).toEqual(['h', 'ho', 'hor', 'hors', 'horse']);
    expect(wrongAdvanceDelayMs(5)).toBe(5 * 150 + 1000);
    expect(state.originalWord).toBe('goat');
  });

  it('wrong: the still hidden tiles keep their scrambled letters and spaces stay gaps', () => {
    const wrong = run(answer(start([word('polar bear')]), 'bear polar'), { type: 'revealNext' }, { type: 'revealNext' });
    const tiles = visibleTiles(wrong);
    expect(tiles.slice(0, 2)).toEqual([
      { character: 'p', revealed: true, given: false },
      { character: 'o', revealed: true, given: false },
    ]);
    expect(tiles[5]).toEqual({ character: ' ', revealed: false, given: false });
    expect(tiles.slice(2).filter((t) => t.revealed)).toEqual([]);
    expect(tiles.slice(2).map((t) => t.character)).toEqual(wrong.scrambledLetters.slice(2));
  });

  it('caps the letter reveal of very long words with the 3000 ms wrong-display constant', () => {
    expect(MISSION.wrongDisplayMs).toBe(3000);
    expect(revealStepMs(20)).toBe(150);
    expect(wrongAdvanceDelayMs(20)).toBe(4000);
    expect(revealStepMs(30)).toBe(100);
    expect(wrongAdvanceDelayMs(30)).toBe(4000);
    const long = answer(start([word('pneumonoultramicroscopicsilicovolcanoconiosis')]), 'nope');
    expect(nextTimer(long)).toEqual({ delayMs: 3000 / 45, event: 'revealNext' });
  });

  it('ignores stray timer events', () => {
    const answering = start(words(2));
    expect(run(answering, { type: 'advance', now: START })).toBe(answering);
    expect(run(answering, { type: 'revealNext' })).toBe(answering);
    const allShown = run(answer(start([word('ox')]), 'no'), { type: 'revealNext' }, { type: 'revealNext' });
    expect(run(allShown, { type: 'revealNext' })).toBe(allShown);
  });

  it('schedules nothing while the player is thinking', () => {
    expect(nextTimer(start(words(2)))).toBeNull();
  });
});

describe('hint (the lifeline)', () => {
  it('shows the Russian meaning once per word and is then used up for that word', () => {
    const hinted = run(start([word('cat', 'кошка'), word('dog', 'собака')]), { type: 'hint' });
    expect(hinted.hintUsed).toBe(true);
    expect(hinted.words[hinted.currentWordIndex]!.russian).toBe('кошка');
    expect(hinted.lifelineAvailable).toBe(false);
    expect(hinted.lifelineUsed).toBe(true);
    expect(canUseHint(hinted)).toBe(false);
    expect(run(hinted, { type: 'hint' })).toBe(hinted);
  });

  it('is available again on the next word, and counts each hinted word once', () => {
    let state = run(start(words(3)), { type: 'hint' });
    state = answerRight(state);
    expect(state.hintUsed).toBe(false);
    expect(state.lifelineAvailable).toBe(true);
    expect(state.lifelineUsed).toBe(true);
    state = answerWrong(run(state, { type: 'hint' }));
    expect(state.hintedWords).toHaveLength(2);
  });

  it('cannot be used while feedback is showing', () => {
    const correct = answer(start(words(2)), 'cat');
    expect(run(correct, { type: 'hint' })).toBe(correct);
  });

  it('a hinted word that was skipped comes back with its hint shown, not counted twice', () => {
    let state = run(start(words(2)), { type: 'hint' }, { type: 'skip', now: START });
    state = answerRight(state);
    expect(state.isShowingSkippedWords).toBe(true);
    expect(state.hintUsed).toBe(true);
    expect(state.lifelineAvailable).toBe(false);
    state = answerRight(state);
    expect(missionResult(state).stats).toContainEqual({ label: 'Hints used', value: 1 });
  });

  it('a correct answer after a hint still scores fully', () => {
    const state = answerRight(run(start(words(1)), { type: 'hint' }));
    expect(missionScore(state)).toBe(100);
  });
});

describe('skips', () => {
  it('starts with 2 skips', () => {
    const state = start(words(5));
    expect(skipsAllowed(0)).toBe(2);
    expect(skipsRemaining(state)).toBe(2);
    expect(canSkip(state)).toBe(true);
  });

  it('moves to the next word straight away and uses a skip', () => {
    const state = run(start(words(5)), { type: 'skip', now: START });
    expect(state.originalWord).toBe('dog');
    expect(state.skippedWords).toEqual([0]);
    expect(state.skippedQuestions).toBe(1);
    expect(skipsRemaining(state)).toBe(1);
    expect(state.notice).toBe('skipped');
    expect(state.mistakes).toBe(0);
  });

  it('cannot skip with no skips left', () => {
    const state = run(start(words(5)), { type: 'skip', now: START }, { type: 'skip', now: START });
    expect(skipsRemaining(state)).toBe(0);
    expect(canSkip(state)).toBe(false);
    expect(run(state, { type: 'skip', now: START })).toBe(state);
  });

  it('earns 1 extra skip per 6 correct answers, at most 2 extra', () => {
    expect([5, 6, 11, 12, 17, 18, 100].map(skipsAllowed)).toEqual([2, 3, 3, 4, 4, 4, 4]);
    let state = start(words(30));
    for (let i = 0; i < 5; i++) state = answerRight(state);
    expect(skipsRemaining(state)).toBe(2);
    state = answer(state, state.originalWord);
    expect(state.notice).toBe('bonusSkip');
    expect(skipsRemaining(state)).toBe(3);
    state = finishFeedback(state);
    expect(state.notice).toBeNull();
    for (let i = 0; i < 12; i++) state = answerRight(state);
    expect(state.correctAnswers).toBe(18);
    expect(skipsRemaining(state)).toBe(4);
  });

  it('counts correct answers in total, not in a row', () => {
    let state = start(words(10));
    for (let i = 0; i < 3; i++) state = answerRight(state);
    state = answerWrong(state);
    for (let i = 0; i < 3; i++) state = answerRight(state);
    expect(skipsRemaining(state)).toBe(3);
  });

  it('cannot skip while feedback is showing', () => {
    const correct = answer(start(words(3)), 'cat');
    expect(run(correct, { type: 'skip', now: START })).toBe(correct);
  });

  it('replays skipped words at the end, in the order they were skipped', () => {
    let state = start(words(4)); // cat, dog, horse, sheep
    state = run(state, { type: 'skip', now: START }); // cat
    state = answerRight(state); // dog
    state = run(state, { type: 'skip', now: START }); // horse
    state = answerWrong(state); // sheep
    expect(state.isShowingSkippedWords).toBe(true);
    expect(state.notice).toBe('replayStart');
    expect(currentEnglish(state)).toBe('cat');
    expect(state.scrambledLetters).toEqual(state.scrambles[0]);
    state = answerRight(state);
    expect(currentEnglish(state)).toBe('horse');
    state = answerRight(state);
    expect(state.phase).toBe('completed');
    expect(state.correctAnswers).toBe(3);
    expect(state.mistakes).toBe(1);
  });

  it('skipping the last word goes straight to the replay', () => {
    let state = answerRight(start(words(2)));
    state = run(state, { type: 'skip', now: START });
    expect(state.isShowingSkippedWords).toBe(true);
    expect(currentEnglish(state)).toBe('dog');
  });

  it('does not offer skips during the replay of skipped words', () => {
    const state = run(start(words(1)), { type: 'skip', now: START });
    expect(state.isShowingSkippedWords).toBe(true);
    expect(skipsRemaining(state)).toBe(1);
    expect(canSkip(state)).toBe(false);
    expect(run(state, { type: 'skip', now: START })).toBe(state);
  });

  it('bonus skips earned during the replay are not announced', () => {
    let state = start(words(7));
    state = run(state, { type: 'skip', now: START });
    for (let i = 0; i < 5; i++) state = answerRight(state);
    state = answerWrong(state);
    expect(state.isShowingSkippedWords).toBe(true);
    state = answer(state, state.originalWord);
    expect(state.correctAnswers).toBe(6);
    expect(state.notice).toBeNull();
  });
});

describe('completion and score', () => {
  it('completes after the last word with the end time, and ignores later events', () => {
    const done = finishFeedback(answer(start(words(1)), 'cat'), START + 4_321);
    expect(done.phase).toBe('completed');
    expect(done.isCompleted).toBe(true);
    expect(done.isActive).toBe(false);
    expect(done.endTime).toBe(START + 4_321);
    expect(nextTimer(done)).toBeNull();
    for (const event of [
      { type: 'input', value: 'x' },
      { type: 'submit' },
      { type: 'hint' },
      { type: 'skip', now: START },
      { type: 'revealNext' },
      { type: 'advance', now: START },
    ] as MissionEvent[]) {
      expect(run(done, event)).toBe(done);
    }
  });

  it('scores correct answers / words × 100, rounded', () => {
    let state = start(words(3));
    state = answerRight(answerRight(answerWrong(state)));
    expect(missionScore(state)).toBe(67);
    let oneOfThree = start(words(3));
    oneOfThree = answerWrong(answerWrong(answerRight(oneOfThree)));
    expect(missionScore(oneOfThree)).toBe(33);
  });

  it('reports score, time and the four Mission stats', () => {
    let state = start(words(5));
    state = run(state, { type: 'hint' }, { type: 'skip', now: START }); // cat skipped, hinted
    state = answerRight(state); // dog
    state = answerWrong(run(state, { type: 'hint' })); // horse
    state = answerRight(state); // sheep
    state = answerRight(state); // goat
    state = finishFeedback(answer(state, 'cat'), START + 61_000); // replayed cat
    expect(missionResult(state)).toEqual({
      score: 80,
      accuracy: 80,
      timeMs: 61_000,
      stats: [
        { label: 'Correct', value: '4 of 5' },
        { label: 'Hints used', value: 2 },
        { label: 'Skipped', value: 1 },
        { label: 'Mistakes', value: 1 },
      ],
      answers: missionAnswers(state),
      // The Russian meaning behind the letters, the English typed.
      direction: 'ru-en',
    });
    // The completed screen is the app's, in the interface language (issue 30 §3.3).
    expect(missionResult(state, MISSION_RESULT_TEXT.ru).stats).toEqual([
      { label: 'Правильно', value: '4 из 5' },
      { label: 'Подсказки', value: 2 },
      { label: 'Пропущено', value: 1 },
      { label: 'Ошибки', value: 1 },
    ]);
  });

  it('plays a single word, and duplicate words each get their own turn', () => {
    expect(answerRight(start([word('owl')])).phase).toBe('completed');
    let twins = start([word('owl', 'сова', 1), word('owl', 'сова', 2)]);
    twins = answerRight(twins);
    expect(twins.phase).toBe('answering');
    expect(twins.currentWordIndex).toBe(1);
    twins = answerRight(twins);
    expect(missionScore(twins)).toBe(100);
  });
});

describe('answers (the round reported as reviews)', () => {
  it('right; right after the hint; right in the replay after a skip; wrong — one per word, in the round order', () => {
    const list = words(5);
    let state = start(list);
    state = answerRight(state); // cat
    state = answerRight(run(state, { type: 'hint' })); // dog, after the hint
    state = run(state, { type: 'skip', now: START }); // horse, skipped…
    state = answerWrong(state); // sheep
    state = answerWrong(run(state, { type: 'hint' })); // goat: wrong even with the hint
    expect(currentEnglish(state)).toBe('horse');
    state = answerRight(state); // …and rebuilt in the replay
    expect(state.isCompleted).toBe(true);
    expect(missionAnswers(state)).toEqual([
      { word: list[0], outcome: 'right' },
      { word: list[1], outcome: 'right-with-help' },
      { word: list[2], outcome: 'right-with-help' },
      { word: list[3], outcome: 'wrong' },
      { word: list[4], outcome: 'wrong' },
    ]);
  });

  it('a word skipped and then missed in the replay is wrong; a word not yet answered counts as skipped', () => {
    const list = words(2);
    let state = run(start(list), { type: 'skip', now: START });
    expect(missionAnswers(state).map((a) => a.outcome)).toEqual(['skipped', 'skipped']);
    state = answerRight(state);
    state = answerWrong(state);
    expect(state.isCompleted).toBe(true);
    expect(missionAnswers(state).map((a) => a.outcome)).toEqual(['wrong', 'right']);
  });
});

describe('answer checking (issue 17)', () => {
  const startIn = (list: GameWord[], answerLanguage: 'english' | 'russian') =>
    createMissionState(list, { random: () => 0.3, now: START, answerLanguage });

  it('scrambles the first translation and accepts any translation of the field', () => {
    const state = startIn([word('cat', 'кошка, кот'), word('dog', 'собака')], 'russian');
    expect(state.originalWord).toBe('кошка');
    expect([...state.scrambledLetters].sort()).toEqual([...'кошка'].sort());
    const right = answer(state, 'Кот');
    expect(right.phase).toBe('correct');
    expect(right.correctAnswers).toBe(1);
    // The English seen, the Russian typed (issue 33).
    expect(missionResult(right).direction).toBe('en-ru');
  });

  it('ignores ё/е, stress marks and a trailing period', () => {
    expect(answer(startIn([word('hedgehog', 'ёж')], 'russian'), 'еж.').phase).toBe('correct');
    const milk = startIn([word('milk', 'моло\u0301ко')], 'russian');
    expect(milk.originalWord).toBe('молоко');
    expect(answer(milk, 'молоко').phase).toBe('correct');
  });

  it('reports one letter off as a near miss that still counts as a mistake', () => {
    const state = answer(startIn([word('milk', 'молоко'), word('dog', 'собака')], 'russian'), 'малоко');
    expect(state.phase).toBe('wrong');
    expect(state.nearMiss).toBe(true);
    expect(state.mistakes).toBe(1);
    expect(state.correctAnswers).toBe(0);
    expect(answer(startIn([word('house', 'дом')], 'english'), 'hause').nearMiss).toBe(true);
    expect(answer(startIn([word('house', 'дом')], 'english'), 'mouse!').nearMiss).toBe(false);
  });

  it('accepts an answer typed on the other layout, saying how it was read (issue 33 §5)', () => {
    const russian = answer(startIn([word('hello', 'привет'), word('dog', 'собака')], 'russian'), 'ghbdtn');
    expect(russian.phase).toBe('correct');
    expect(russian.readAs).toEqual({ text: 'привет', typedOn: 'english' });
    expect(russian.outcomes[0]).toBe('right');
    const english = answer(startIn([word('hello', 'привет')], 'english'), 'руддщ');
    expect(english.phase).toBe('correct');
    expect(english.readAs).toEqual({ text: 'hello', typedOn: 'russian' });
    expect(answer(startIn([word('hello', 'привет')], 'russian'), 'привет').readAs).toBeNull();
  });

  it('plays the English side by default', () => {
    const state = start([word('polar bear', 'белый медведь')]);
    expect(state.originalWord).toBe('polar bear');
    expect(answer(state, 'Polar bear.').phase).toBe('correct');
  });
});

describe('answers with a part in brackets (issue 30)', () => {
  const GO = word('to go (on foot)', 'идти');

  it('scrambles only the letters outside the brackets: the bracketed part reads as written', () => {
    for (const random of [() => 0.3, () => 0.7, () => 0.9999]) {
      const state = createMissionState([GO], { random, now: START });
      const tiles = state.scrambledLetters.join('');
      expect(tiles.slice(5)).toBe(' (on foot)');
      expect([...tiles.slice(0, 5)].sort()).toEqual([...'to go'].sort());
      expect(tiles.slice(0, 5)).not.toBe('to go');
    }
  });

  it('marks the bracketed tiles as given, while playing and when the word is shown', () => {
    const state = start([GO]);
    const given = (current: MissionState) =>
      visibleTiles(current)
        .filter((tile) => tile.given)
        .map((tile) => tile.character)
        .join('');
    // Spaces are gaps, not tiles: the given tiles are the part's characters.
    expect(given(state)).toBe('(onfoot)');
    expect(given(answer(state, 'to go'))).toBe('(onfoot)');
    expect(given(answer(state, 'to run'))).toBe('(onfoot)');
  });

  it('accepts the word with or without the bracketed part', () => {
    for (const text of ['to go', 'to go on foot', 'to go (on foot)']) {
      expect(answer(start([GO]), text).phase, text).toBe('correct');
    }
    expect(answer(start([GO]), 'on foot').phase).toBe('wrong');
  });

  it('keeps a comma inside the brackets in the tiles, and plays a Russian bracketed answer', () => {
    expect(start([word('to go (on foot, slowly), to walk')]).originalWord).toBe('to go (on foot, slowly)');
    const russian = createMissionState([word('to go', 'идти (пешком)')], {
      random: () => 0.3,
      now: START,
      answerLanguage: 'russian',
    });
    expect(russian.scrambledLetters.join('').slice(4)).toBe(' (пешком)');
    expect(answer(russian, 'идти').phase).toBe('correct');
  });
});
