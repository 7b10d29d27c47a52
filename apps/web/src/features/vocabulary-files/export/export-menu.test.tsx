import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportMenu, type ExportMenuProps } from './export-menu';
import { exportFormatOptions } from './export-messages';

type Format = 'csv' | 'anki' | 'json' | 'apkg';

function setup(props: Partial<ExportMenuProps<Format>> = {}) {
  const onChoose = vi.fn<(format: Format) => void>();
  const view = render(
    <>
      <button type="button">Before</button>
      <ExportMenu label="Export" labelDetail="“Animals”" formats={exportFormatOptions()} onChoose={onChoose} {...props} />
      <button type="button">After</button>
    </>,
  );
  const button = screen.getByRole('button', { name: /“Animals”$/ });
  return { ...view, onChoose, button, user: userEvent.setup() };
}

const menu = () => screen.queryByRole('menu');
const item = (name: string) => screen.getByRole('menuitem', { name: (accessible: string) => accessible.startsWith(name) });

describe('ExportMenu', () => {
  it('is a closed menu button until opened; the menu is named by its button and lists the formats with hints', async () => {
    const { button, user } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('menu', { name: 'Export “Animals”' });
    expect(button).toHaveAttribute('aria-controls', list.id);
    expect(button).toHaveAccessibleName('Export “Animals”');
    expect(screen.getAllByRole('menuitem')).toHaveLength(4);
    expect(item('CSV (spreadsheet)')).toHaveAccessibleName('CSV (spreadsheet) Opens in Excel, LibreOffice or Google Sheets');
    expect(item('Anki (text file)')).toBeInTheDocument();
    expect(item('Anki package (.apkg)')).toHaveAccessibleName(
      'Anki package (.apkg) A deck per category, pictures and sounds inside; opens in Anki',
    );
    expect(item('JSON (Slovo import format)')).toBeInTheDocument();
    // A second click closes it again.
    await user.click(button);
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter opens on the first entry; the arrows wrap, Home and End jump; Escape closes and returns to the button', async () => {
    const { button, user, onChoose } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(item('CSV (spreadsheet)')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Anki (text file)')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Anki package (.apkg)')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('JSON (Slovo import format)')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('CSV (spreadsheet)')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('JSON (Slovo import format)')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('CSV (spreadsheet)')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('JSON (Slovo import format)')).toHaveFocus();
    await user.keyboard('a');
    expect(item('Anki (text file)')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('Space and ArrowDown open on the first entry, ArrowUp on the last', async () => {
    const { button, user } = setup();
    button.focus();
    await user.keyboard(' ');
    expect(item('CSV (spreadsheet)')).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowDown}');
    expect(item('CSV (spreadsheet)')).toHaveFocus();
    await user.keyboard('{Escape}');

    await user.keyboard('{ArrowUp}');
    expect(item('JSON (Slovo import format)')).toHaveFocus();
  });

  it('Enter or Space on an entry chooses that format, closes the menu and returns to the button', async () => {
    const { button, user, onChoose } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('anki');
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp} ');
    expect(onChoose).toHaveBeenLastCalledWith('json');
    expect(onChoose).toHaveBeenCalledTimes(2);
    expect(button).toHaveFocus();
  });

  it('a click on an entry chooses it', async () => {
    const { button, user, onChoose } = setup();
    await user.click(button);
    await user.click(item('JSON (Slovo import format)'));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('json');
    expect(menu()).not.toBeInTheDocument();
  });

  it('Tab closes the menu and moves on past the button; Shift+Tab goes back before it', async () => {
    const { button, user, onChoose } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    button.focus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('a press outside closes it without choosing', async () => {
    const { button, user, onChoose } = setup();
    await user.click(button);
    expect(menu()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('while an export runs the button says so, is busy and does not open', async () => {
    const { user, onChoose } = setup({ pending: true });
    const busy = screen.getByRole('button', { name: 'Exporting… “Animals”' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    busy.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(menu()).not.toBeInTheDocument();
    expect(busy).toHaveAttribute('aria-expanded', 'false');
    expect(onChoose).not.toHaveBeenCalled();
  });
});
