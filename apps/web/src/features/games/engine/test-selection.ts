import type { CategorySelection } from '@slovo/shared';

/** Two words of "animals", as the picker hands them to the engine: the engine tests' round. */
export const TEST_SELECTION: CategorySelection = {
  category: 'animals',
  categoryDisplayName: 'Animals',
  wordCount: 10,
  words: [
    { id: 1, english: 'cat', russian: 'кошка', category: 'animals', part_of_speech: 'noun' },
    { id: 2, english: 'dog', russian: 'собака', category: 'animals', part_of_speech: 'noun' },
  ],
};
