import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { RussianInputBar, useOnScreenKeyboard, useRussianFields } from '.';

/** A form as the editors have it: an English field, a Russian one, and the bar under them. */
function Fields({ initial = '' }: { initial?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [english, setEnglish] = useState('');
  const [russian, setRussian] = useState(initial);
  const keyboard = useOnScreenKeyboard();
  const target = useRussianFields(ref, { hideSystemKeyboard: keyboard.hidesSystemKeyboard });
  return (
    <div ref={ref}>
      <label>
        English
        <input lang="en" value={english} onChange={(event) => setEnglish(event.target.value)} />
      </label>
      <label>
        Russian
        <input lang="ru" value={russian} onChange={(event) => setRussian(event.target.value)} />
      </label>
      <output aria-label="Saved Russian">{russian}</output>
      <RussianInputBar target={target} keyboard={keyboard} />
    </div>
  );
}

const russianField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Russian' });
const openKeyboard = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Russian keyboard' }));
  return screen.findByRole('group', { name: 'Russian keyboard' });
};

describe('the on-screen Russian keyboard (issue 33 §5)', () => {
  it('opens from its button as a labelled group of real buttons: 33 letters, Shift, Backspace and Space', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const toggle = screen.getByRole('button', { name: 'Russian keyboard' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const keys = await openKeyboard(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', keys.id);
    const letters = within(keys)
      .getAllByRole('button')
      .map((key) => key.textContent)
      .filter((name) => name?.length === 1);
    expect(letters.sort().join('')).toBe([...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'].sort().join(''));
    for (const name of ['Capital letters', 'Delete letter', 'Space'])
      expect(within(keys).getByRole('button', { name })).toBeVisible();
    expect(keys).toHaveAttribute('lang', 'ru');
  });

  it('types at the caret of the Russian field by mouse and leaves the focus in the field', async () => {
    const user = userEvent.setup();
    render(<Fields initial="мир" />);
    const keys = await openKeyboard(user);
    const field = russianField();
    field.focus();
    field.setSelectionRange(0, 0);
    await user.click(within(keys).getByRole('button', { name: 'п' }));
    await user.click(within(keys).getByRole('button', { name: 'р' }));
    expect(field).toHaveValue('прмир');
    expect(screen.getByRole('status', { name: 'Saved Russian' })).toHaveTextContent('прмир');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(2);
    await user.click(within(keys).getByRole('button', { name: 'Delete letter' }));
    await user.click(within(keys).getByRole('button', { name: 'Space' }));
    expect(field).toHaveValue('п мир');
  });

  it('types into the Russian field even when the English one had the focus', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const keys = await openKeyboard(user);
    await user.click(screen.getByRole('textbox', { name: 'English' }));
    await user.click(within(keys).getByRole('button', { name: 'ё' }));
    await user.click(within(keys).getByRole('button', { name: 'ъ' }));
    expect(russianField()).toHaveValue('ёъ');
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue('');
  });

  it('gives capitals with Shift: once for one letter, twice to keep them', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const keys = await openKeyboard(user);
    const shift = within(keys).getByRole('button', { name: 'Capital letters' });
    await user.click(shift);
    expect(shift).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(keys).getByRole('button', { name: 'М' }));
    expect(shift).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(keys).getByRole('button', { name: 'и' }));
    await user.click(shift);
    await user.click(shift);
    await user.click(within(keys).getByRole('button', { name: 'Р' }));
    await user.click(within(keys).getByRole('button', { name: 'Ъ' }));
    expect(shift).toHaveAttribute('aria-pressed', 'true');
    expect(russianField()).toHaveValue('МиРЪ');
  });

  it('works from the keyboard alone: a key pressed with Enter keeps the focus, and a screen reader hears the text', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const keys = await openKeyboard(user);
    const da = within(keys).getByRole('button', { name: 'д' });
    da.focus();
    await user.keyboard('{Enter}');
    within(keys).getByRole('button', { name: 'а' }).focus();
    await user.keyboard(' ');
    expect(russianField()).toHaveValue('да');
    expect(within(keys).getByRole('button', { name: 'а' })).toHaveFocus();
    expect(await within(keys).findByText('Typed: да')).toBeInTheDocument();
  });

  it('speaks Russian in a Russian interface', async () => {
    const user = userEvent.setup();
    switchLanguage('ru');
    render(<Fields />);
    await user.click(screen.getByRole('button', { name: 'Русская клавиатура' }));
    const keys = await screen.findByRole('group', { name: 'Русская клавиатура' });
    for (const name of ['Заглавные буквы', 'Стереть букву', 'Пробел'])
      expect(within(keys).getByRole('button', { name })).toBeVisible();
  });
});

describe('phonetic typing in a Russian field (issue 33 §5)', () => {
  it('turns Latin keys into Russian letters as they are typed, only in the Russian field', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.type(russianField(), 'shchi');
    expect(russianField()).toHaveValue('щи');
    await user.type(russianField(), " da t_s, Yabloko sol'");
    expect(russianField()).toHaveValue('щи да тс, Яблоко соль');
    await user.type(screen.getByRole('textbox', { name: 'English' }), 'shchi');
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue('shchi');
  });

  it('is switched off by its toggle, and the choice is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Fields />);
    const toggle = screen.getByRole('button', { name: 'Phonetic typing' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.type(russianField(), 'zh');
    expect(russianField()).toHaveValue('zh');
    expect(localStorage.getItem('slovo-phonetic-typing')).toBe('off');
    unmount();
    render(<Fields />);
    expect(screen.getByRole('button', { name: 'Phonetic typing' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows its table one click away: every letter with its keys and the rules, in both languages', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    const button = screen.getByRole('button', { name: 'Phonetic typing table' });
    await user.click(button);
    const table = await screen.findByRole('region', { name: 'Phonetic typing: which keys give which letter' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(table).getAllByRole('term')).toHaveLength(33);
    expect(within(table).getByText('shch').closest('div')).toHaveTextContent('щ');
    expect(table).toHaveTextContent('BGN/PCGN');
    switchLanguage('ru');
    expect(await screen.findByRole('region', { name: 'Фонетический ввод: какие клавиши дают какую букву' })).toHaveTextContent(
      'разделяет буквы',
    );
  });
});
