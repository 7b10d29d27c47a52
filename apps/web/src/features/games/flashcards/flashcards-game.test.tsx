import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameWord } from '@slovo/shared';
import type { AnswerLanguage } from '../engine';
import { FALLBACK_WORDS } from './fallback-words';
import { FlashcardsGame } from './flashcards-game';
import { SPEECH_MESSAGES, type SpeechAdapter } from '@/features/speech';
import { useStressMarksStore } from '@/features/word-details';
import { stopRecording } from '@/features/speech';
import { switchLanguage } from '@/test/locale';
import { spyOnRecordings } from '@/test/recordings';

const word = (id: number, english: string, russian: string): GameWord => ({
  id,
  english,
  russian,
  category: 'animals',
  part_of_speech: 'noun',
});
const WORDS = [word(1, 'cat', 'кошка'), word(2, 'dog', 'собака'), word(3, 'fish', 'рыба')];

function fakeSpeech({ supported = true, russian = false } = {}) {
  let hasRussian = russian;
  let voicesChanged: (() => void) | undefined;
  const adapter: SpeechAdapter = {
    supported,
    voicesListed: () => true,
    hasVoice: (lang) => (lang.startsWith('ru') ? hasRussian : true),
    speak: vi.fn(),
    cancel: vi.fn(),
    onVoicesChanged: (listener) => {
      voicesChanged = listener;
      return () => {
        voicesChanged = undefined;
      };
    },
  };
  return {
    adapter,
    said: () => vi.mocked(adapter.speak).mock.calls.map(([utterance]) => utterance),
    russianVoiceArrives: () =>
      act(() => {
        hasRussian = true;
        voicesChanged?.();
      }),
  };
}

function setup({
  words = WORDS,
  speech = fakeSpeech().adapter,
  random = () => 0,
  answerLanguage,
}: { words?: GameWord[]; speech?: SpeechAdapter; random?: () => number; answerLanguage?: AnswerLanguage } = {}) {
  const onComplete = vi.fn();
  const onExit = vi.fn();
  const reload = vi.fn();
  const { unmount } = render(
    <div className="game-flow">
      <FlashcardsGame
        words={words}
        categoryDisplayName="Animals"
        onComplete={onComplete}
        onExit={onExit}
        speech={speech}
        random={random}
        reload={reload}
        answerLanguage={answerLanguage}
      />
    </div>,
  );
  return { onComplete, onExit, reload, unmount, user: userEvent.setup() };
}

const card = () => screen.getByRole('button', { name: /^(English|Russian) / });
const position = () => screen.getByTestId('flashcards-position').textContent;
const live = () => document.querySelector('[aria-live="polite"]')!.textContent;
const finishButton = () => screen.getByRole('button', { name: 'Finish' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Flashcards: single-card view', () => {
  it('shows the first card’s English side, its position and the category', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Flashcards' })).toBeInTheDocument();
    expect(screen.getByText('Animals')).toBeInTheDocument();
    expect(card()).toHaveAccessibleName('English cat');
    expect(card()).toHaveFocus();
    expect(position()).toBe('Card 1 of 3');
    expect(screen.getByRole('progressbar', { name: 'Cards seen: 1 of 3' })).toHaveAttribute('aria-valuenow', '33');
  });

  it('flips on click and announces the side now showing', async () => {
    const { user } = setup();
    await user.click(card());
    expect(card()).toHaveAccessibleName('Russian кошка');
    expect(within(card()).getByText('кошка')).toHaveAttribute('lang', 'ru');
    expect(live()).toBe('Russian: кошка');
    await user.click(card());
    expect(card()).toHaveAccessibleName('English cat');
  });

  it('Next and Previous move between cards and stop at the ends', async () => {
    const { user } = setup();
    const previous = screen.getByRole('button', { name: /Previous/ });
    const next = screen.getByRole('button', { name: /Next/ });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(card()).toHaveAccessibleName('English dog');
    expect(live()).toBe('Card 2 of 3: dog.');
    await user.click(next);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(position()).toBe('Card 3 of 3');
    await user.click(previous);
    expect(position()).toBe('Card 2 of 3');
  });

  it('is played by keyboard: Space and Enter flip, arrows move, K and L rate', async () => {
    const { user } = setup();
    // Wherever focus is in the game (the frame may focus its own region), not only on the card.
    act(() => card().blur());
    await user.keyboard(' ');
    expect(card()).toHaveAccessibleName('Russian кошка');
    await user.keyboard('{Enter}');
    expect(card()).toHaveAccessibleName('English cat');
    await user.keyboard('{ArrowRight}');
    expect(position()).toBe('Card 2 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(position()).toBe('Card 1 of 3');
    await user.keyboard('k');
    expect(position()).toBe('Card 2 of 3');
    expect(live()).toBe('cat: I knew it. Card 2 of 3: dog.');
    await user.keyboard('l');
    expect(live()).toMatch(/^dog: Still learning\./);
    expect(screen.getByText('Known 1')).toBeInTheDocument();
    expect(screen.getByText('Still learning 1')).toBeInTheDocument();
  });

  it('Space on the focused card flips it once (the button’s own press, not twice)', async () => {
    const { user } = setup();
    card().focus();
    await user.keyboard(' ');
    expect(card()).toHaveAccessibleName('Russian кошка');
  });

  it('keys typed into a field elsewhere are left alone', async () => {
    const { user } = setup();
    const field = document.createElement('input');
    document.querySelector('.game-flow')!.append(field);
    field.focus();
    await user.keyboard('k{ArrowRight} ');
    expect(position()).toBe('Card 1 of 3');
    expect(card()).toHaveAccessibleName('English cat');
  });

  it('rating with the buttons moves on and puts focus on the next card; on the last card focus goes to Finish', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /I knew it/ }));
    expect(card()).toHaveAccessibleName(/^English dog/);
    expect(card()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Still learning/ }));
    await user.click(screen.getByRole('button', { name: /I knew it/ }));
    expect(position()).toBe('Card 3 of 3');
    expect(card()).toHaveAccessibleName('English fish Known');
    expect(screen.getByRole('button', { name: /I knew it/ })).toHaveAttribute('aria-pressed', 'true');
    expect(finishButton()).toHaveFocus();
    expect(live()).toBe('fish: I knew it. You have seen every card. Press Finish to see your score.');
  });
});

describe('Flashcards: finishing', () => {
  it('Finish is unavailable until every card has been seen, and says why', async () => {
    const { user, onComplete } = setup();
    expect(finishButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('See every card before finishing: 1 of 3 seen.')).toBeInTheDocument();
    const note = screen.getByText('See every card before finishing: 1 of 3 seen.');
    expect(note).toHaveAttribute('data-nudged', 'false');
    await user.click(finishButton());
    expect(onComplete).not.toHaveBeenCalled();
    expect(live()).toBe('See every card before finishing: 1 of 3 seen.');
    expect(document.querySelector('.flashcards__finish-note')).toHaveAttribute('data-nudged', 'true');
  });

  it('completes with score = accuracy = share known and the three stats', async () => {
    const { user, onComplete } = setup();
    await user.keyboard('k');
    await user.keyboard('l');
    await user.keyboard('k');
    expect(finishButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(finishButton());
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({
      score: 67,
      accuracy: 67,
      stats: [
        { label: 'Cards reviewed', value: 3 },
        { label: 'Known', value: 3 - 1 },
        { label: 'Still learning', value: 1 },
      ],
      answers: [
        { word: WORDS[0], outcome: 'right' },
        { word: WORDS[1], outcome: 'wrong' },
        { word: WORDS[2], outcome: 'right' },
      ],
      direction: 'en-ru',
    });
  });

  it('may finish early, without rating, once every card was seen', async () => {
    const { user, onComplete } = setup();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(finishButton());
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ score: 0 }));
  });

  it('Change category leaves the game', async () => {
    const { user, onExit } = setup();
    await user.click(screen.getByRole('button', { name: 'Change category' }));
    expect(onExit).toHaveBeenCalled();
  });
});

describe('Flashcards: deck tools', () => {
  it('Shuffle reorders the cards and starts from the new first card', async () => {
    const { user } = setup({ random: () => 0 });
    await user.click(screen.getByRole('button', { name: /Shuffle/ }));
    expect(card()).toHaveAccessibleName('English dog');
    expect(live()).toBe('Cards shuffled. Card 1 of 3: dog.');
  });

  it('Start Over clears ratings and returns to card 1 face-down', async () => {
    const { user } = setup();
    await user.keyboard('k');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: /Start Over/ }));
    expect(card()).toHaveAccessibleName('English cat');
    expect(screen.getByText('Known 0')).toBeInTheDocument();
    expect(screen.getByText('See every card before finishing: 1 of 3 seen.')).toBeInTheDocument();
  });

  it('Flip all turns every card to Russian and back', async () => {
    const { user } = setup();
    const flipAll = screen.getByRole('button', { name: /Flip all/ });
    await user.click(flipAll);
    expect(flipAll).toHaveAttribute('aria-pressed', 'true');
    expect(card()).toHaveAccessibleName('Russian кошка');
    await user.keyboard('{ArrowRight}');
    expect(card()).toHaveAccessibleName('Russian собака');
    await user.click(flipAll);
    expect(card()).toHaveAccessibleName('English dog');
  });

  it('the grid view shows every card, each flippable, and the arrows leave it alone', async () => {
    const { user } = setup();
    await user.keyboard('k');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    const grid = screen.getByRole('list', { name: 'All cards' });
    const cards = within(grid).getAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('cat'),
      expect.stringContaining('dog'),
      expect.stringContaining('fish'),
    ]);
    expect(cards[0]).toHaveAccessibleName('English cat Known');
    await user.click(cards[2]!);
    expect(within(grid).getAllByRole('button')[2]).toHaveAccessibleName('Russian рыба');
    await user.keyboard('{ArrowRight}k');
    await user.click(screen.getByRole('button', { name: 'Card' }));
    expect(position()).toBe('Card 2 of 3');
    expect(screen.getByText('Known 1')).toBeInTheDocument();
  });
});

describe('Flashcards: speech', () => {
  it('auto-speak says the English front in en-US as each card shows', async () => {
    const speech = fakeSpeech();
    const { user } = setup({ speech: speech.adapter });
    const toggle = screen.getByRole('button', { name: /Auto-speak/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(speech.said()).toEqual([]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(speech.said()).toEqual([{ text: 'cat', lang: 'en-US' }]);
    await user.keyboard('{ArrowRight}');
    expect(speech.said()).toEqual([
      { text: 'cat', lang: 'en-US' },
      { text: 'dog', lang: 'en-US' },
    ]);
  });

  it('reads the Russian back in ru-RU only once a Russian voice exists', async () => {
    const speech = fakeSpeech();
    const { user } = setup({ speech: speech.adapter });
    await user.click(screen.getByRole('button', { name: /Auto-speak/ }));
    await user.click(card());
    expect(speech.said()).toEqual([{ text: 'cat', lang: 'en-US' }]);
    expect(screen.getByRole('button', { name: 'Say the word' })).toHaveAttribute('aria-disabled', 'true');
    speech.russianVoiceArrives();
    await user.keyboard(' ');
    expect(speech.said()).toHaveLength(2);
    await user.keyboard(' ');
    expect(speech.said().at(-1)).toEqual({ text: 'кошка', lang: 'ru-RU' });
  });

  it('the speaker button says the side showing, even with auto-speak off', async () => {
    const speech = fakeSpeech({ russian: true });
    const { user } = setup({ speech: speech.adapter });
    await user.click(screen.getByRole('button', { name: 'Say “cat”' }));
    await user.click(card());
    await user.click(screen.getByRole('button', { name: 'Say “кошка”' }));
    expect(speech.said()).toEqual([
      { text: 'cat', lang: 'en-US' },
      { text: 'кошка', lang: 'ru-RU' },
    ]);
  });

  it('turning auto-speak off stops speech, and leaving the game does too', async () => {
    const speech = fakeSpeech();
    const { user, unmount } = setup({ speech: speech.adapter });
    const toggle = screen.getByRole('button', { name: /Auto-speak/ });
    await user.click(toggle);
    await user.click(toggle);
    expect(speech.adapter.cancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}');
    expect(speech.said()).toHaveLength(1);
    unmount();
    expect(speech.adapter.cancel).toHaveBeenCalledTimes(2);
  });

  it('without speech synthesis the toggle is disabled and says why', () => {
    setup({ speech: fakeSpeech({ supported: false }).adapter });
    const toggle = screen.getByRole('button', { name: /Auto-speak/ });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('Speech synthesis is not supported in this browser');
    expect(screen.getByText('Speech synthesis is not supported in this browser')).toBeVisible();
  });

  it('uses the browser’s speechSynthesis by default (jsdom has none: not supported)', () => {
    render(<FlashcardsGame words={WORDS} categoryDisplayName="Animals" onComplete={vi.fn()} onExit={vi.fn()} />);
    expect(screen.getByText('Speech synthesis is not supported in this browser')).toBeInTheDocument();
  });
});

describe('Flashcards: edge cases', () => {
  it('no cards: "No Flashcards Available" with a Retry that reloads', async () => {
    const { user, reload, onExit } = setup({ words: [] });
    expect(screen.getByRole('heading', { name: 'No Flashcards Available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Change category' }));
    expect(onExit).toHaveBeenCalled();
  });

  it('says when the built-in words stand in for a category that failed to load', () => {
    setup({ words: FALLBACK_WORDS.map((w) => ({ ...w, category: 'animals' })) });
    expect(screen.getByRole('note')).toHaveTextContent(
      "Couldn't load this category's words, so here are 6 built-in words to practise.",
    );
    expect(card()).toHaveAccessibleName('English hello');
  });

  it('a single card can be finished straight away', async () => {
    const { user, onComplete } = setup({ words: [word(1, 'thank you', 'спасибо')] });
    expect(card()).toHaveAccessibleName('English thank you');
    await user.keyboard('k');
    expect(finishButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ score: 100 }));
  });

  it('duplicate words are separate cards', async () => {
    const { user } = setup({ words: [word(1, 'cat', 'кошка'), word(1, 'cat', 'кошка')] });
    expect(position()).toBe('Card 1 of 2');
    await user.keyboard('k');
    expect(position()).toBe('Card 2 of 2');
    expect(card()).toHaveAccessibleName('English cat');
  });

  it('very long words get the smaller type size', () => {
    setup({ words: [word(1, 'internationalisation-of-everything', 'интернационализация')] });
    expect(within(card()).getByText('internationalisation-of-everything')).toHaveAttribute('data-length', 'long');
  });
});

describe('Flashcards in Russian', () => {
  it('shows the deck, its controls and announcements in Russian', async () => {
    switchLanguage('ru');
    const { user } = setup();
    expect(screen.getByRole('heading', { name: /Карточки/ })).toBeInTheDocument();
    expect(position()).toBe('Карточка 1 из 3');
    expect(screen.getByRole('button', { name: 'Английский cat' })).toBeInTheDocument();
    expect(screen.getByText('Знаю: 0')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Просмотрено карточек: 1 из 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Английский cat' }));
    expect(live()).toBe('Русский: кошка');
    await user.click(screen.getByRole('button', { name: /Знаю/ }));
    expect(live()).toBe('cat: знаю. Карточка 2 из 3: dog.');
    expect(screen.getByText('Посмотрите все карточки, прежде чем завершить: просмотрено 2 из 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Завершить' })).toBeInTheDocument();
  });

  it('says in Russian that the built-in words stand in, with the Russian plural', () => {
    switchLanguage('ru');
    setup({ words: [...FALLBACK_WORDS] });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Не удалось загрузить слова этой категории, поэтому вот 6 встроенных слов для тренировки.',
    );
  });

  it('offers Retry in Russian when there are no cards', () => {
    switchLanguage('ru');
    setup({ words: [] });
    expect(screen.getByRole('heading', { name: 'Нет карточек' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('Flashcards: stress marks (issue 32)', () => {
  const MILK: GameWord = { ...word(9, 'milk', 'молоко'), stressed: 'молоко́' };

  it('shows the Russian side with its stress marks, and says it without them', async () => {
    const speech = fakeSpeech({ russian: true });
    const { user } = setup({ words: [MILK], speech: speech.adapter });
    await user.click(card());
    expect(card()).toHaveAccessibleName('Russian молоко́');
    await user.click(screen.getByRole('button', { name: 'Say “молоко”' }));
    expect(speech.said()).toEqual([{ text: 'молоко', lang: 'ru-RU' }]);
  });

  it('shows the bare word once the learner hid stress marks', async () => {
    act(() => useStressMarksStore.getState().setVisible(false));
    const { user } = setup({ words: [MILK] });
    await user.click(card());
    expect(card()).toHaveAccessibleName('Russian молоко');
  });
});

describe('Flashcards with the Russian front (issue 33)', () => {
  const STRESSED = [{ ...word(1, 'cat', 'кошка'), stressed: 'ко́шка' }, word(2, 'dog', 'собака'), word(3, 'fish', 'рыба')];
  const russianFront = (speech = fakeSpeech({ russian: true })) => ({
    ...setup({ words: STRESSED, speech: speech.adapter, answerLanguage: 'english' }),
    speech,
  });

  it('shows the Russian side first, with its stress marks, and the English on the back', async () => {
    const { user } = russianFront();
    expect(card()).toHaveAccessibleName('Russian ко́шка');
    expect(within(card()).getByText('ко́шка')).toHaveAttribute('lang', 'ru');
    expect(live()).toBe('');
    await user.keyboard(' ');
    expect(card()).toHaveAccessibleName('English cat');
    expect(live()).toBe('English: cat');
    await user.keyboard('{ArrowRight}');
    expect(card()).toHaveAccessibleName('Russian собака');
    expect(live()).toBe('Card 2 of 3: собака.');
  });

  it('rates by the Russian word, flips all to English, and shows the Russian fronts in the grid', async () => {
    const { user } = russianFront();
    await user.keyboard('k');
    expect(live()).toBe('кошка: I knew it. Card 2 of 3: собака.');
    const flipAll = screen.getByRole('button', { name: /Flip all/ });
    await user.click(flipAll);
    expect(card()).toHaveAccessibleName('English dog');
    expect(live()).toBe('All cards show English.');
    await user.click(flipAll);
    expect(live()).toBe('All cards show Russian.');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    const cards = within(screen.getByRole('list', { name: 'All cards' })).getAllByRole('button', { name: /^(English|Russian) / });
    expect(cards.map((c) => c.getAttribute('aria-label') ?? c.textContent)).toEqual([
      expect.stringContaining('ко́шка'),
      expect.stringContaining('собака'),
      expect.stringContaining('рыба'),
    ]);
  });

  it('auto-speak says the Russian front in ru-RU, and the speaker the English back in en-US', async () => {
    const { user, speech } = russianFront();
    await user.click(screen.getByRole('button', { name: /Auto-speak/ }));
    expect(speech.said()).toEqual([{ text: 'кошка', lang: 'ru-RU' }]);
    await user.click(card());
    await user.click(screen.getByRole('button', { name: 'Say “cat”' }));
    expect(speech.said().at(-1)).toEqual({ text: 'cat', lang: 'en-US' });
  });

  it('needs a Russian voice for auto-speak, and says so while there is none', () => {
    russianFront(fakeSpeech({ russian: false }));
    expect(screen.getByRole('button', { name: /Auto-speak/ })).toBeDisabled();
    expect(screen.getByText(SPEECH_MESSAGES.en.noRussianVoice)).toBeVisible();
  });

  it('reports the round as ru-en', async () => {
    const { user, onComplete } = russianFront();
    await user.keyboard('kkl');
    await user.click(finishButton());
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ score: 67, direction: 'ru-en' }));
  });

  it('names both sides in Russian on a Russian page', async () => {
    switchLanguage('ru');
    const { user } = russianFront();
    const russianCard = () => screen.getByRole('button', { name: /^(Английский|Русский) / });
    expect(russianCard()).toHaveAccessibleName('Русский ко́шка');
    await user.keyboard(' ');
    expect(live()).toBe('Английский: cat');
  });
});

describe('Flashcards: a word’s picture and recorded sound (issue 34)', () => {
  const CAT_PICTURE = '/api/media/' + 'c'.repeat(64);
  const CAT_SOUND = '/api/media/' + 'd'.repeat(64);
  const pictured = [{ ...word(1, 'cat', 'кошка'), image: CAT_PICTURE, sound: CAT_SOUND }, word(2, 'dog', 'собака')];

  afterEach(() => stopRecording());

  it('shows the picture on the front, named by the English word', () => {
    setup({ words: pictured });
    expect(screen.getByRole('img', { name: 'cat' })).toHaveAttribute('src', CAT_PICTURE);
  });

  it('the speaker plays the Russian side’s recording, even with no Russian voice', async () => {
    const recordings = spyOnRecordings();
    const speech = fakeSpeech({ russian: false });
    const { user } = setup({ words: pictured, speech: speech.adapter });
    await user.click(card());
    const speaker = screen.getByRole('button', { name: 'Say “кошка”' });
    expect(speaker).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(speaker);
    expect(recordings.played).toEqual([CAT_SOUND]);
    expect(speech.said()).toEqual([]);
  });

  it('without a recording, the speaker still uses the voice', async () => {
    const recordings = spyOnRecordings();
    const speech = fakeSpeech({ russian: true });
    const { user } = setup({ words: [word(2, 'dog', 'собака')], speech: speech.adapter });
    await user.click(card());
    await user.click(screen.getByRole('button', { name: 'Say “собака”' }));
    expect(recordings.played).toEqual([]);
    expect(speech.said()).toEqual([{ text: 'собака', lang: 'ru-RU' }]);
  });
});
