/** Mission's labels: the game speaks Russian (spec §4 "Mission", issue 4). */
export const MISSION_TEXT = {
  title: 'Миссия',
  instructions: 'Составьте английское слово из этих букв',
  instructionsRussian: 'Составьте русское слово из этих букв',
  lettersLabel: 'Буквы',
  progress: (current: number, total: number) => `Слово ${current} из ${total}`,
  replayProgress: (current: number, total: number) => `Пропущенное слово ${current} из ${total}`,
  replayBadge: 'Повтор пропущенных',
  progressBar: 'Пройдено слов',
  correctCount: (count: number) => `Верно: ${count}`,
  answerLabel: 'Ваш ответ',
  answerPlaceholder: 'Введите слово по-английски',
  answerPlaceholderRussian: 'Введите слово по-русски',
  check: 'Проверить',
  hint: 'Подсказка',
  hintShown: 'Подсказка:',
  skip: 'Пропустить',
  /** Read after the skips-left badge's number: «Пропустить 2 в запасе». */
  skipsSpare: ' в запасе',
  exit: 'Выйти',
  exitLabel: 'Выйти к выбору категории',
  say: (word: string) => `Произнести «${word}»`,
  correct: 'Верно!',
  wrong: 'Неверно',
  /** One letter off: kinder than «Неверно», still a mistake. */
  almost: 'Почти!',
  correctAnswer: 'Правильный ответ:',
  yourAnswer: 'Ваш ответ:',
  blank: 'Сначала введите слово — а потом проверим.',
  skipped: 'Слово пропущено. Вернёмся к нему в конце.',
  replayStart: 'Теперь — пропущенные слова. Попробуйте ещё раз!',
  bonusSkip: 'Бонус: ещё один пропуск за 6 верных ответов!',
  emptyTitle: 'Нет слов для игры',
  emptyText: 'В этой категории нет слов. Выберите другую.',
  emptyBack: 'К выбору категории',
  /** Said when the answer is a phrase, so its rows of tiles are not taken for one long word. */
  phraseHint: (lengths: readonly number[]) => `Ответ из ${lengths.length} слов: ${lengths.join(' + ')} букв`,
} as const;

/** Mission's «Выйти» asks in Russian too. */
export const MISSION_QUIT_TEXT = {
  title: 'Выйти из раунда?',
  description: 'Прогресс этого раунда будет потерян.',
  confirm: 'Выйти',
  cancel: 'Продолжить игру',
  close: 'Закрыть',
};
