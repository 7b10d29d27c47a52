import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { RussianWord, StressMarksToggle, russianText, useStressMarksStore, type RussianSide } from './index';

const MILK: RussianSide = { russian: 'молоко', stressed: 'молоко́' };

function Words() {
  return (
    <>
      <StressMarksToggle />
      <p data-testid="milk">
        <RussianWord word={MILK} />
      </p>
      <p data-testid="cat">
        <RussianWord word={{ russian: 'кошка' }} />
      </p>
    </>
  );
}

describe('russianText', () => {
  it('gives the stressed form when known and shown, else the bare word', () => {
    expect(russianText(MILK, true)).toBe('молоко́');
    expect(russianText(MILK, false)).toBe('молоко');
    expect(russianText({ russian: 'кошка' }, true)).toBe('кошка');
  });
});

describe('RussianWord and the stress-marks switch (issue 32)', () => {
  it('shows the stressed form by default, the bare word where no stress is known', () => {
    renderWithProviders(<Words />);
    expect(screen.getByTestId('milk')).toHaveTextContent(/^молоко\u0301$/);
    expect(screen.getByTestId('cat')).toHaveTextContent(/^кошка$/);
    expect(screen.getByRole('button', { name: 'а́ — Show stress marks' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides every mark with the switch, remembers it, and shows them again', async () => {
    renderWithProviders(<Words />);
    const toggle = screen.getByRole('button', { name: 'а́ — Show stress marks' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('milk')).toHaveTextContent(/^молоко$/);
    expect(localStorage.getItem('slovo-stress-marks')).toBe('hidden');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('milk')).toHaveTextContent(/^молоко\u0301$/);
    expect(localStorage.getItem('slovo-stress-marks')).toBe('shown');
  });

  it('follows the stored choice', () => {
    act(() => useStressMarksStore.getState().setVisible(false));
    renderWithProviders(<Words />);
    expect(screen.getByTestId('milk')).toHaveTextContent(/^молоко$/);
    expect(screen.getByRole('button', { name: 'а́ — Show stress marks' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is named in Russian in the Russian interface', () => {
    renderWithProviders(<Words />);
    switchLanguage('ru');
    expect(screen.getByRole('button', { name: 'а́ — Показывать ударения' })).toHaveAttribute(
      'title',
      expect.stringMatching(/^Ударения показаны/),
    );
  });
});
