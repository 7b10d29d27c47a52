import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { wordsLearnedText } from './game-card';
import { HOME_TEXT } from './home.i18n';
import { ReviewStatus, dueText } from './review-status';
import { configuredPaymentOptions } from './support-options';
import { SUPPORT_TEXT } from './support.i18n';

describe('Home texts in Russian', () => {
  it('counts the words due with the Russian plural forms', () => {
    const ru = HOME_TEXT.ru.reviews;
    expect([0, 1, 3, 5, 21].map((n) => dueText(n, ru))).toEqual([
      'Нет слов для повторения',
      'Пора повторить 1 слово',
      'Пора повторить 3 слова',
      'Пора повторить 5 слов',
      'Пора повторить 21 слово',
    ]);
    expect(dueText(5)).toBe('5 words due for review');
  });

  it('counts the words learned in Russian', () => {
    const ru = HOME_TEXT.ru.card;
    expect(wordsLearnedText({ learned: 3, played: 10 }, ru)).toBe('Выучено слов: 3 из 10 сыгранных');
    expect(wordsLearnedText({ learned: 1, played: 1 }, ru)).toBe('Выучено слов: 1 из 1 сыгранного');
    expect(wordsLearnedText({ learned: 3, played: 21 }, ru)).toBe('Выучено слов: 3 из 21 сыгранного');
    expect(wordsLearnedText({ learned: 3, played: 10 })).toBe('Words learned: 3 of 10 played');
  });

  it('names the tip methods in Russian', () => {
    const options = configuredPaymentOptions({ cardTransfer: '0000', bankTransfer: 'IBAN' }, SUPPORT_TEXT.ru);
    expect(options.map((option) => option.title)).toEqual(['Перевод на карту', 'Банковский перевод']);
  });

  it('tells a player in Russian how many words are due and where to play them', () => {
    switchLanguage('ru');
    renderWithProviders([{ path: '/', element: <ReviewStatus due={3} /> }]);
    expect(screen.getByText('Пора повторить 3 слова')).toBeInTheDocument();
    expect(
      screen.getByText('Откройте «Повторение» ниже или любую игру и выберите «Пора повторить» в списке категорий.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ваш прогресс →' })).toHaveAttribute('href', '/stats');
  });
});
