import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { TEXT_IMPORT_MESSAGES } from '@slovo/shared/limits/import-export';
import { renderWithProviders } from '@/test/render';
import { signIn } from '@/test/sign-in';
import { fakeUserVocabularyServer } from '@/features/my-vocabulary/testing/fake-user-vocabulary-server';
import ImportWordsDialog from './import-words-dialog';

const KITCHEN = { id: 4, display_name: 'Kitchen' };
const IMPORT = '/api/vocabulary/user/categories/4/import';
const ANKI_TEXT = '/api/vocabulary/user/import/anki-text';
const ANKI_FILE = '#separator:tab\n#html:false\n#tags:food\n#deck:Russian::Food\nbread\tхлеб\nmilk\tмолоко';

function setup(initialText?: string) {
  const server = fakeUserVocabularyServer({
    categories: [{ id: 4, display_name: 'Kitchen', words: [{ id: 1, english: 'cup', russian: 'чашка' }] }],
  });
  const onClose = vi.fn();
  const onImported = vi.fn<(result: BatchAddWordsResponse) => void>();
  renderWithProviders(
    <ImportWordsDialog category={KITCHEN} initialText={initialText} onClose={onClose} onImported={onImported} />,
  );
  const importCalls = () => server.calls.filter((call) => call.method === 'POST' && call.url === IMPORT);
  return { server, onClose, onImported, importCalls, user: userEvent.setup() };
}

const textBox = () => screen.getByRole('textbox', { name: 'Word pairs' });
const preview = () => screen.getByRole('region', { name: 'Preview' });
const previewRows = () =>
  within(screen.getByRole('region', { name: 'Word pairs to import' }))
    .getAllByRole('row')
    .slice(1);
const rowTexts = () =>
  previewRows().map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
/** Typing a tab into a textarea moves the focus; a paste puts it in, as a Quizlet export does. */
const paste = (text: string) => fireEvent.change(textBox(), { target: { value: text } });

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportWordsDialog', () => {
  it('opens with the text box focused, named after the category, and nothing to import yet', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Import words' })).toHaveAccessibleDescription('Category: Kitchen');
    expect(textBox()).toHaveFocus();
    expect(within(preview()).getByText('Paste word pairs or choose a file to see what will be imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('previews a pasted Quizlet export (tab-separated): pairs with their lines, the skipped line and why', async () => {
    setup();
    paste('apple\tяблоко\npear\tгруша\njust a title\n\nplum\tслива');
    expect(await within(preview()).findByText('3 word pairs will be imported, 1 line skipped')).toBeInTheDocument();
    expect(rowTexts()).toEqual([
      ['1', 'apple', 'яблоко'],
      ['2', 'pear', 'груша'],
      ['5', 'plum', 'слива'],
    ]);
    const skipped = within(screen.getByRole('list', { name: 'Skipped lines' })).getAllByRole('listitem');
    expect(skipped.map((item) => item.textContent)).toEqual([
      `${TEXT_IMPORT_MESSAGES.atLine(3, TEXT_IMPORT_MESSAGES.noSeparator('tab'))} “just a title”`,
    ]);
    expect(screen.getByRole('radio', { name: 'Tab' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Import 3 pairs' })).toBeEnabled();
  });

  it('guesses commas and semicolon-separated cards, keeps quoted commas, and follows the learner’s choice after that', async () => {
    const { user } = setup();
    paste('"red, ripe apple",спелое яблоко;pear,груша');
    expect(await within(preview()).findByText('2 word pairs will be imported')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Comma' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Between cards' })).getByRole('radio', { name: 'Semicolon' })).toBeChecked();
    expect(rowTexts()[0]).toEqual(['1', 'red, ripe apple', 'спелое яблоко']);

    await user.click(within(screen.getByRole('group', { name: 'Between cards' })).getByRole('radio', { name: 'New line' }));
    // One card now: "pear" lands in a third column, and the Russian side holds the semicolon part.
    expect(await within(preview()).findByText('1 word pair will be imported')).toBeInTheDocument();
  });

  it('reads a custom separator typed by the learner, and refuses equal separators with the reason', async () => {
    const { user } = setup();
    paste('cat => кошка\ndog => собака');
    await user.type(screen.getByRole('textbox', { name: 'Custom separator between English and Russian' }), ' => ');
    expect(
      within(screen.getByRole('group', { name: 'Between English and Russian' })).getByRole('radio', { name: 'Custom' }),
    ).toBeChecked();
    expect(await within(preview()).findByText('2 word pairs will be imported')).toBeInTheDocument();
    expect(rowTexts().map((row) => row.slice(1))).toEqual([
      ['cat', 'кошка'],
      ['dog', 'собака'],
    ]);

    await user.click(screen.getByRole('radio', { name: 'Tab' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom separator between cards' }), '\t');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT_IMPORT_MESSAGES.separatorsEqual);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('reads an Anki text file by its header: no separator choice, deck by deck by default, its decks and tags named', async () => {
    const { user } = setup();
    paste(ANKI_FILE);
    expect(await within(preview()).findByText('2 word pairs will be imported')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Between English and Russian' })).not.toBeInTheDocument();
    expect(within(preview()).getByText(/Read as an Anki text file/)).toBeInTheDocument();
    const where = screen.getByRole('group', { name: 'Where the words go' });
    expect(within(where).getByRole('radio', { name: 'One category per deck, with its tags' })).toBeChecked();
    expect(
      within(preview()).getByText(
        'Each deck becomes one of your private categories, or fills yours of that name: “Russian::Food”.',
      ),
    ).toBeInTheDocument();
    expect(
      within(preview()).getByText(/Tags are added to the categories where Slovo has a tag of that name: food/),
    ).toBeInTheDocument();

    await user.click(within(where).getByRole('radio', { name: 'All into “Kitchen”' }));
    expect(within(preview()).getByText('The words of deck “Russian::Food” all go into this category.')).toBeInTheDocument();
    expect(within(preview()).getByText(/Tags are not imported with words \(food\)/)).toBeInTheDocument();
  });

  it('imports an Anki file deck by deck through the Anki text route and shows what each category got', async () => {
    const { user, server, importCalls, onImported } = setup();
    server.override(`POST ${ANKI_TEXT}`, {
      status: 201,
      body: {
        message: '2 words added to 1 category',
        categories: [{ categoryId: 9, name: 'Russian::Food', created: true, added: 2, skipped: 0 }],
        notices: [],
        totals: { notes: 2, added: 2, skipped: 0 },
      },
    });
    paste(ANKI_FILE);
    await user.click(await screen.findByRole('button', { name: 'Import 2 pairs' }));
    const result = await screen.findByRole('dialog', { name: 'Anki file imported' });
    expect(within(result).getByRole('status')).toHaveTextContent('2 words added to 1 category');
    expect(within(result).getByRole('list', { name: 'Categories' })).toHaveTextContent(
      'Russian::Food: 2 words added (new category)',
    );
    const sent = server.callsTo(`POST ${ANKI_TEXT}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ text: ANKI_FILE });
    expect(importCalls()).toHaveLength(0);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('imports an Anki file into the chosen category when the learner says so', async () => {
    const { user, server, importCalls, onImported } = setup();
    paste(ANKI_FILE);
    await user.click(await screen.findByRole('radio', { name: 'All into “Kitchen”' }));
    await user.click(screen.getByRole('button', { name: 'Import 2 pairs' }));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(importCalls()[0]!.body).toEqual({
      pairs: [
        { english: 'bread', russian: 'хлеб' },
        { english: 'milk', russian: 'молоко' },
      ],
    });
    expect(server.callsTo(`POST ${ANKI_TEXT}`)).toHaveLength(0);
  });

  it('imports the previewed pairs in one request; a pair already in the category is reported, not added twice', async () => {
    const { user, server, importCalls, onImported, onClose } = setup();
    paste('cup\tчашка\nplate\tтарелка\nfork\tвилка');
    await user.click(await screen.findByRole('button', { name: 'Import 3 pairs' }));

    await vi.waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(importCalls()).toHaveLength(1);
    expect(importCalls()[0]!.body).toEqual({
      pairs: [
        { english: 'cup', russian: 'чашка' },
        { english: 'plate', russian: 'тарелка' },
        { english: 'fork', russian: 'вилка' },
      ],
    });
    const result = onImported.mock.calls[0]![0];
    expect(result.added).toBe(2);
    expect(result.skipped).toEqual([{ index: 0, english: 'cup', russian: 'чашка', reason: 'duplicate' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.categories[0]!.words.map((word) => word.english)).toEqual(['cup', 'plate', 'fork']);
  });

  it('sends the part of speech a pasted column names, and nothing for the rest (issue 30)', async () => {
    const { user, importCalls, onImported } = setup();
    paste('to run\tбежать\tverb\nplate\tтарелка\tkitchen');
    await user.click(await screen.findByRole('button', { name: 'Import 2 pairs' }));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(importCalls()[0]!.body).toEqual({
      pairs: [
        { english: 'to run', russian: 'бежать', part_of_speech: 'verb' },
        { english: 'plate', russian: 'тарелка' },
      ],
    });
  });

  it('keeps everything on a failed write and says why', async () => {
    const { user, server, onImported } = setup();
    server.override(`POST ${IMPORT}`, { status: 500, body: { error: 'Database is busy' } });
    paste('plate\tтарелка');
    await user.click(await screen.findByRole('button', { name: 'Import 1 pair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy');
    expect(textBox()).toHaveValue('plate\tтарелка');
    expect(onImported).not.toHaveBeenCalled();
  });

  it('starts from text handed over by Add Word', async () => {
    setup('sun - солнце\nmoon - луна');
    expect(textBox()).toHaveValue('sun - солнце\nmoon - луна');
    expect(await within(preview()).findByText('2 word pairs will be imported')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dash ( - )' })).toBeChecked();
  });

  it('reads a chosen file (Windows-1251 too), shows its name and size, and can go back to the text box', async () => {
    const { user } = setup();
    // "кот;cat" is not what we send: a CSV saved by an old Russian Excel, in Windows-1251.
    const bytes = new Uint8Array([...new TextEncoder().encode('cat,'), 0xea, 0xee, 0xf2, 0x0a]);
    await user.upload(screen.getByLabelText(/Choose (another )?file/), new File([bytes], 'words.csv', { type: 'text/csv' }));
    expect(await screen.findByText('words.csv')).toBeInTheDocument();
    expect(screen.getByText('(8 B)')).toBeInTheDocument();
    expect(await within(preview()).findByText('1 word pair will be imported')).toBeInTheDocument();
    expect(rowTexts()).toEqual([['1', 'cat', 'кот']]);

    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(textBox()).toHaveValue('');
  });

  it('refuses an empty file with a message and keeps the text box', async () => {
    const { user } = setup();
    await user.upload(screen.getByLabelText(/Choose (another )?file/), new File([], 'empty.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty');
    expect(textBox()).toBeInTheDocument();
  });
});
