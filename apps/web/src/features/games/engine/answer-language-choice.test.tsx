import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerLanguageChoice } from './answer-language-choice';
import { readAnswerLanguage } from './answer-language';
import { switchLanguage } from '@/test/locale';

afterEach(() => localStorage.clear());

describe('the "Answer in" and "Front side" choices (issue 30 §3.3, issue 33)', () => {
  it('starts on English, and remembers Russian per game for the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AnswerLanguageChoice gameId="game1" />);
    const group = screen.getByRole('group', { name: 'Answer in' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Русский' }));
    expect(readAnswerLanguage('game1')).toBe('russian');
    expect(readAnswerLanguage('game4')).toBe('english');
    unmount();

    render(<AnswerLanguageChoice gameId="game1" />);
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked();
  });

  it('starts the Quiz on Russian, its spec’s options, and keeps each game’s choice apart', async () => {
    const user = userEvent.setup();
    render(<AnswerLanguageChoice gameId="game3" />);
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(readAnswerLanguage('game3')).toBe('english');
    expect([readAnswerLanguage('game1'), readAnswerLanguage('game2'), readAnswerLanguage('game4')]).toEqual([
      'english',
      'russian',
      'english',
    ]);
  });

  it('asks Flashcards for the front side: English first, the Russian front recalling the English', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AnswerLanguageChoice gameId="game2" asks="front" />);
    expect(screen.getByRole('group', { name: 'Front side' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(readAnswerLanguage('game2')).toBe('russian');
    await user.click(screen.getByRole('radio', { name: 'Русский' }));
    expect(readAnswerLanguage('game2')).toBe('english');
    expect(readAnswerLanguage('game3')).toBe('russian');
    unmount();

    render(<AnswerLanguageChoice gameId="game2" asks="front" />);
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked();
  });

  it('reads a stored value it does not know as the game’s default', () => {
    localStorage.setItem('slovo.answerLanguage.game3', 'klingon');
    localStorage.setItem('slovo.answerLanguage.game1', 'klingon');
    expect(readAnswerLanguage('game3')).toBe('russian');
    expect(readAnswerLanguage('game1')).toBe('english');
  });

  it('moves between the choices with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<AnswerLanguageChoice gameId="game4" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Русский' })).toBeChecked();
    expect(readAnswerLanguage('game4')).toBe('russian');
  });
});

describe('the "Answer in" choice in Russian', () => {
  it('asks in Russian, both languages named in Russian, a given legend kept', async () => {
    switchLanguage('ru');
    const user = userEvent.setup();
    const { unmount } = render(<AnswerLanguageChoice gameId="game1" />);
    expect(screen.getByRole('group', { name: 'Отвечать на' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'английском' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'русском' }));
    expect(readAnswerLanguage('game1')).toBe('russian');
    unmount();

    render(<AnswerLanguageChoice gameId="game4" legend="Язык ответа" />);
    expect(screen.getByRole('group', { name: 'Язык ответа' })).toBeInTheDocument();
  });

  it('asks Flashcards for the front side in Russian', () => {
    switchLanguage('ru');
    render(<AnswerLanguageChoice gameId="game2" asks="front" />);
    expect(screen.getByRole('group', { name: 'Лицевая сторона на' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'английском' })).toBeChecked();
  });
});
