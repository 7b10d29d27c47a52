import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerLanguageChoice } from './answer-language-choice';
import { readAnswerLanguage } from './answer-language';
import { switchLanguage } from '@/test/locale';

afterEach(() => localStorage.clear());

describe('the "Answer in" choice', () => {
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
});
