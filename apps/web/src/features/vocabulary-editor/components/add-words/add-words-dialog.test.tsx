import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BatchAddWordsResponse } from '@slovo/shared';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared/limits/my-vocabulary';
import { vocabularyKeys } from '@/features/vocabulary';
import { stubFetch, type RecordedCall, type StubAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn } from '@/test/sign-in';
import { addedWordsMessage } from '../../api/add-words';
import { myVocabularyKeys } from '@/features/my-vocabulary';
import { AddWordsDialog } from './add-words-dialog';

const CATEGORY = { id: 12, name: 'kitchen', display_name: 'Kitchen' };
const BATCH = 'POST /api/vocabulary/user/words/batch';

/** What the server answers for a batch it accepted whole. */
function accepted(call: RecordedCall): StubAnswer {
  const { pairs } = call.body as { pairs: { english: string; russian: string }[] };
  const words = pairs.map((pair, index) => ({
    id: 100 + index,
    ...pair,
    part_of_speech: 'noun',
    category_id: CATEGORY.id,
    category: CATEGORY.name,
  }));
  return {
    status: 201,
    body: { message: MY_VOCABULARY_MESSAGES.wordsAdded(words.length), added: words.length, words, skipped: [] },
  };
}

function setup(routes: Parameters<typeof stubFetch>[0] = { [BATCH]: accepted }) {
  const { calls } = stubFetch(routes);
  const onClose = vi.fn();
  const onAdded = vi.fn<(result: BatchAddWordsResponse) => void>();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open add words
        </button>
        <AddWordsDialog
          open={open}
          category={CATEGORY}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          onAdded={onAdded}
        />
      </>
    );
  }
  const view = renderWithProviders(<Harness />);
  const user = userEvent.setup();
  const batchCalls = () => calls.filter((call) => `${call.method} ${call.url}` === BATCH);
  return { ...view, user, onClose, onAdded, calls, batchCalls };
}

const english = (n: number) => screen.getByLabelText(`English word ${n}`);
const russian = (n: number) => screen.getByLabelText(`Russian word ${n}`);
const addButton = () => screen.getByRole('button', { name: 'Add Words' });
const rowCount = () => within(screen.getByRole('list', { name: 'Word pairs' })).getAllByRole('listitem').length;
const preview = () => screen.getByRole('region', { name: 'Preview' });

async function fillRow(user: ReturnType<typeof userEvent.setup>, n: number, en: string, ru: string) {
  if (en) await user.type(english(n), en);
  if (ru) await user.type(russian(n), ru);
}

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddWordsDialog: Manual Entry', () => {
  it('opens on the Manual Entry tab with one empty row, the first field focused', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Add Word' });
    expect(dialog).toHaveAccessibleDescription('Category: Kitchen');
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pattern Entry' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Manual Entry' })).toBeInTheDocument();
    expect(rowCount()).toBe(1);
    expect(english(1)).toHaveFocus();
    expect(russian(1)).toBeInTheDocument();
  });

  it('enables Add only once some row has both sides non-blank', async () => {
    const { user } = setup();
    expect(addButton()).toBeDisabled();
    await user.type(english(1), 'cat');
    expect(addButton()).toBeDisabled();
    await user.type(russian(1), '   ');
    expect(addButton()).toBeDisabled();
    await user.type(russian(1), 'кошка');
    expect(addButton()).toBeEnabled();
  });

  it('removes a row only while more than one exists', async () => {
    const { user } = setup();
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '+ Add Row' }));
    expect(rowCount()).toBe(2);
    expect(english(2)).toHaveFocus();
    await user.type(english(2), 'dog');
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(rowCount()).toBe(1);
    // The remaining row is renumbered and keeps its text.
    expect(english(1)).toHaveValue('dog');
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  });

  it('Enter moves English → Russian, and in the last Russian field adds a row and focuses it', async () => {
    const { user } = setup();
    await user.type(english(1), 'cat{Enter}');
    expect(russian(1)).toHaveFocus();
    await user.type(russian(1), 'кошка{Enter}');
    expect(rowCount()).toBe(2);
    expect(english(2)).toHaveFocus();
    await user.type(english(2), 'dog{Enter}');
    await user.type(russian(2), 'собака');
    await user.click(russian(1));
    await user.keyboard('{Enter}');
    // Not the last row: Enter goes to the next row instead of adding one.
    expect(rowCount()).toBe(2);
    expect(english(2)).toHaveFocus();
  });

  it('scrolls the list above 10 rows, at 680 px', async () => {
    const { user } = setup();
    for (let i = 0; i < 9; i += 1) await user.click(screen.getByRole('button', { name: '+ Add Row' }));
    const list = screen.getByRole('list', { name: 'Word pairs' });
    expect(rowCount()).toBe(10);
    expect(list).not.toHaveClass('add-words__rows--scroll');
    await user.click(screen.getByRole('button', { name: '+ Add Row' }));
    expect(rowCount()).toBe(11);
    expect(list).toHaveClass('add-words__rows--scroll');
    expect(list.style.getPropertyValue('--rows-max-height')).toBe('680px');
  });

  it('skips rows with an invalid or empty side and sends the rest in one request', async () => {
    const { user, batchCalls, onAdded, onClose } = setup();
    const add = screen.getByRole('button', { name: '+ Add Row' });
    await fillRow(user, 1, '  cat ', 'кошка');
    await user.click(add);
    await fillRow(user, 2, 'café', 'кафе');
    await user.click(add);
    await fillRow(user, 3, 'house', '');
    await user.click(add);
    await fillRow(user, 4, 'big  dog', 'большая собака');
    await user.click(add); // a spare empty row is neither sent nor reported

    expect(preview()).toHaveTextContent('2 word pairs will be added, 2 skipped');
    const skipped = within(preview()).getByRole('list', { name: 'Skipped' });
    expect(skipped).toHaveTextContent(`Row 2 “café / кафе”: ${MY_VOCABULARY_MESSAGES.wordInvalid('English')}`);
    expect(skipped).toHaveTextContent(`Row 3 “house”: ${MY_VOCABULARY_MESSAGES.wordEmpty('Russian')}`);

    await user.click(addButton());
    expect(batchCalls()).toHaveLength(1);
    expect(batchCalls()[0]!.body).toEqual({
      categoryId: 12,
      pairs: [
        { english: 'cat', russian: 'кошка' },
        { english: 'big dog', russian: 'большая собака' },
      ],
    });
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(onAdded.mock.calls[0]![0]).toMatchObject({ added: 2, message: '2 words added successfully!' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Please enter at least one valid word pair' when no row is valid, and sends nothing", async () => {
    const { user, batchCalls, onClose } = setup();
    await fillRow(user, 1, 'café', 'кафе');
    expect(addButton()).toBeEnabled();
    await user.click(addButton());
    // 'é' is not a word character: the red box shows it too.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      MY_VOCABULARY_MESSAGES.forbiddenCharacters(['é']),
      MY_VOCABULARY_MESSAGES.noValidPairs,
    ]);
    expect(batchCalls()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    // Editing clears the message.
    await user.clear(english(1));
    await user.type(english(1), 'cafe');
    expect(screen.queryByText(MY_VOCABULARY_MESSAGES.noValidPairs)).not.toBeInTheDocument();
  });

  it('shows the red warning box while a field holds forbidden characters', async () => {
    const { user } = setup();
    await user.type(english(1), 'dont<');
    expect(screen.getByRole('alert')).toHaveTextContent(MY_VOCABULARY_MESSAGES.forbiddenCharacters(['<']));
    expect(english(1)).toHaveAttribute('aria-invalid', 'true');
    await user.type(english(1), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(english(1)).not.toHaveAttribute('aria-invalid');
  });

  it('keeps everything typed and shows the reason when the server refuses', async () => {
    const { user, onAdded, onClose } = setup({ [BATCH]: { status: 404, body: { error: 'Category not found' } } });
    await fillRow(user, 1, 'cat', 'кошка');
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add words: HTTP 404: Not Found - Category not found');
    expect(english(1)).toHaveValue('cat');
    expect(russian(1)).toHaveValue('кошка');
    expect(onAdded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(addButton()).toBeEnabled();
  });

  it("says only 'Failed to add words' for an answer of an unexpected shape", async () => {
    const { user } = setup({ [BATCH]: { status: 201, body: { ok: true } } });
    await fillRow(user, 1, 'cat', 'кошка');
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add words$/);
  });

  it('sends once however often Add is pressed while the request is in flight', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const { user, batchCalls, onAdded } = setup({
      [BATCH]: (call) =>
        new Promise<StubAnswer>((resolve) => {
          answer = (reply) => resolve(reply);
          void call;
        }),
    });
    await fillRow(user, 1, 'cat', 'кошка');
    await user.click(addButton());
    const busy = screen.getByRole('button', { name: /Adding/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(batchCalls()).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => answer(accepted(batchCalls()[0]!)));
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resets to one empty row on the Manual Entry tab when cancelled, closed with Escape or after a success', async () => {
    const { user, onClose } = setup();
    await fillRow(user, 1, 'cat', 'кошка');
    await user.click(screen.getByRole('button', { name: '+ Add Row' }));
    await user.click(screen.getByRole('tab', { name: 'Pattern Entry' }));
    await user.type(screen.getByLabelText('Word pairs, one per line'), 'dog - собака');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to what opened the dialog.
    await user.click(screen.getByRole('button', { name: 'Open add words' }));
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
    expect(rowCount()).toBe(1);
    expect(english(1)).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Pattern Entry' }));
    expect(screen.getByLabelText('Word pairs, one per line')).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'Manual Entry' }));
    await fillRow(user, 1, 'cat', 'кошка');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Open add words' }));
    expect(english(1)).toHaveValue('');

    await fillRow(user, 1, 'cat', 'кошка');
    await user.click(addButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open add words' }));
    expect(rowCount()).toBe(1);
    expect(english(1)).toHaveValue('');
  });

  it('returns focus to the opener on close', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const opener = screen.getByRole('button', { name: 'Open add words' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('offers Pattern Entry for several pasted lines', async () => {
    const { user } = setup();
    await user.click(english(1));
    await user.paste('cat - кошка\ndog - собака\n');
    expect(english(1)).toHaveValue('');
    expect(screen.getByText(/You pasted 2 lines/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Pattern Entry' }));
    expect(screen.getByRole('tab', { name: 'Pattern Entry' })).toHaveAttribute('aria-selected', 'true');
    const textarea = screen.getByLabelText('Word pairs, one per line');
    expect(textarea).toHaveValue('cat - кошка\ndog - собака');
    expect(textarea).toHaveFocus();
    expect(preview()).toHaveTextContent('2 word pairs will be added');
  });

  it('invalidates the manager and the public vocabulary after adding', async () => {
    const { user, client } = setup();
    const mine = myVocabularyKeys.categories({ search: '' });
    const everyone = vocabularyKeys.lightweight('user:7');
    client.setQueryData(mine, { categories: [] });
    client.setQueryData(everyone, []);
    await fillRow(user, 1, 'cat', 'кошка');
    await user.click(addButton());
    expect(client.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(client.getQueryState(everyone)?.isInvalidated).toBe(true);
  });
});

describe('AddWordsDialog: Pattern Entry', () => {
  async function openPattern() {
    const view = setup();
    await view.user.click(screen.getByRole('tab', { name: 'Pattern Entry' }));
    return { ...view, textarea: screen.getByLabelText('Word pairs, one per line') };
  }

  it('switches tabs with the arrow keys too', async () => {
    const { user } = setup();
    screen.getByRole('tab', { name: 'Manual Entry' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pattern Entry' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Pattern Entry' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reads every separator in order, previews pairs and skipped lines, and sends them in one request', async () => {
    const { user, textarea, batchCalls, onAdded } = await openPattern();
    const lines = [
      'cat - кошка',
      'dog — собака',
      'ice-cream = мороженое',
      'house | дом',
      'book: книга',
      'no separator here',
      'CAT - Кошка',
      'well = good - хорошо',
    ];
    await user.type(textarea, lines.join('\n'));
    expect(preview()).toHaveTextContent('5 word pairs will be added, 3 skipped');
    const pairs = within(preview()).getByRole('list', { name: 'Pairs to add' });
    expect(
      within(pairs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cat — кошка', 'dog — собака', 'ice-cream — мороженое', 'house — дом', 'book — книга']);
    const skipped = within(preview()).getByRole('list', { name: 'Skipped' });
    expect(skipped).toHaveTextContent(`Line 6 “no separator here”: ${MY_VOCABULARY_MESSAGES.missingSeparator}`);
    expect(skipped).toHaveTextContent(`Line 7 “CAT - Кошка”: ${MY_VOCABULARY_MESSAGES.duplicatePair}`);
    // ' - ' is tried before '=': the English side "well = good" is refused.
    expect(skipped).toHaveTextContent(`Line 8 “well = good - хорошо”: ${MY_VOCABULARY_MESSAGES.wordInvalid('English')}`);

    await user.click(addButton());
    expect(batchCalls()).toHaveLength(1);
    expect(batchCalls()[0]!.body).toEqual({
      categoryId: 12,
      pairs: [
        { english: 'cat', russian: 'кошка' },
        { english: 'dog', russian: 'собака' },
        { english: 'ice-cream', russian: 'мороженое' },
        { english: 'house', russian: 'дом' },
        { english: 'book', russian: 'книга' },
      ],
    });
    expect(onAdded).toHaveBeenCalledTimes(1);
  });

  it('says how to write pairs when no line has one', async () => {
    const { user, textarea, batchCalls } = await openPattern();
    expect(addButton()).toBeDisabled();
    await user.type(textarea, 'hello world');
    expect(addButton()).toBeEnabled();
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No valid word pairs found. Use format: "english - russian" or "english = russian"',
    );
    expect(batchCalls()).toHaveLength(0);
  });

  it('shows the red warning box while forbidden characters are typed', async () => {
    const { user, textarea } = await openPattern();
    await user.type(textarea, 'it"s - это');
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent(MY_VOCABULARY_MESSAGES.forbiddenCharacters(['"']));
    expect(box).toHaveClass('add-words__forbidden');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await user.clear(textarea);
    await user.type(textarea, 'its = это | x: y');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds at most 900 characters with a live counter and refuses a longer paste whole', async () => {
    const { user, textarea } = await openPattern();
    expect(textarea).toHaveAttribute('maxLength', '900');
    expect(screen.getByText('0/900 characters')).toBeInTheDocument();
    await user.type(textarea, 'cat - кошка');
    expect(screen.getByText('11/900 characters')).toBeInTheDocument();
    await user.paste(`\n${'a'.repeat(889)}`);
    expect(textarea).toHaveValue('cat - кошка');
    expect(screen.getByRole('alert')).toHaveTextContent('Text must be at most 900 characters');
    await user.paste(`\n${'a'.repeat(888)}`);
    expect(screen.getByText('900/900 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns about lines with Russian on the left and swaps their sides on request (issue 30)', async () => {
    const { user, textarea, batchCalls } = await openPattern();
    await user.type(textarea, 'стол - table\ncat = кошка\nокно | window');
    const warning = within(preview()).getByText('2 lines look reversed: Russian on the left, English on the right.');
    expect(textarea).toHaveAccessibleDescription(expect.stringContaining(warning.textContent!));
    const pairs = within(preview()).getByRole('list', { name: 'Pairs to add' });
    expect(
      within(pairs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['стол — table reversed?', 'cat — кошка', 'окно — window reversed?']);

    await user.click(within(preview()).getByRole('button', { name: 'Swap sides' }));
    expect(textarea).toHaveValue('table - стол\ncat = кошка\nwindow | окно');
    expect(textarea).toHaveFocus();
    expect(within(preview()).queryByText(/look reversed/)).not.toBeInTheDocument();
    await user.click(addButton());
    expect(batchCalls()[0]!.body).toMatchObject({
      pairs: [
        { english: 'table', russian: 'стол' },
        { english: 'cat', russian: 'кошка' },
        { english: 'window', russian: 'окно' },
      ],
    });
  });

  it('can add a reversed line as it is: the warning does not block', async () => {
    const { user, textarea, batchCalls } = await openPattern();
    await user.type(textarea, 'стол - table');
    expect(within(preview()).getByText(/1 line looks reversed/)).toBeInTheDocument();
    await user.click(addButton());
    expect(batchCalls()[0]!.body).toMatchObject({ pairs: [{ english: 'стол', russian: 'table' }] });
  });

  it('shows what the sanitiser will store beside what was typed (issue 30)', async () => {
    const { user, textarea } = await openPattern();
    await user.type(textarea, 'cup<script> - чашка');
    const [item] = within(within(preview()).getByRole('list', { name: 'Pairs to add' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('cup<script> → will be stored as cupscript — чашка');
    expect(within(item!).getByText('cup<script>')).toHaveClass('add-words__typed');
  });

  it('keeps each tab’s text when switching between them', async () => {
    const { user, textarea } = await openPattern();
    await user.type(textarea, 'cat - кошка');
    await user.click(screen.getByRole('tab', { name: 'Manual Entry' }));
    await fillRow(user, 1, 'dog', 'собака');
    await user.click(screen.getByRole('tab', { name: 'Pattern Entry' }));
    expect(screen.getByLabelText('Word pairs, one per line')).toHaveValue('cat - кошка');
    await user.click(screen.getByRole('tab', { name: 'Manual Entry' }));
    expect(english(1)).toHaveValue('dog');
  });
});

describe('addedWordsMessage', () => {
  it('is the server’s message, with pairs skipped as already there', () => {
    expect(addedWordsMessage({ message: 'Word added successfully!', added: 1, skipped: [] })).toBe('Word added successfully!');
    const skipped = [
      { index: 1, english: 'cat', russian: 'кошка', reason: 'duplicate' as const },
      { index: 2, english: 'dog', russian: 'собака', reason: 'duplicate' as const },
    ];
    expect(addedWordsMessage({ message: '3 words added successfully!', added: 3, skipped })).toBe(
      '3 words added successfully! 2 pairs were already in this category.',
    );
    expect(addedWordsMessage({ message: MY_VOCABULARY_MESSAGES.noWordsAdded, added: 0, skipped })).toBe(
      MY_VOCABULARY_MESSAGES.noWordsAdded,
    );
  });
});

describe('AddWordsDialog: handing over to Import words', () => {
  function setupWithImport() {
    stubFetch({ [BATCH]: accepted });
    const onImport = vi.fn<(category: typeof CATEGORY, text: string) => void>();
    renderWithProviders(<AddWordsDialog open category={CATEGORY} onClose={vi.fn()} onAdded={vi.fn()} onImport={onImport} />);
    return { onImport, user: userEvent.setup() };
  }

  it('Pattern Entry links to Import words with what was typed', async () => {
    const { onImport, user } = setupWithImport();
    await user.click(screen.getByRole('tab', { name: 'Pattern Entry' }));
    await user.type(screen.getByLabelText('Word pairs, one per line'), 'sun - солнце');
    await user.click(screen.getByRole('button', { name: 'Import words…' }));
    expect(onImport).toHaveBeenCalledWith(CATEGORY, 'sun - солнце');
  });

  it('a paste too long for Pattern Entry is offered to Import whole', async () => {
    const { onImport, user } = setupWithImport();
    await user.click(screen.getByRole('tab', { name: 'Pattern Entry' }));
    const long = Array.from({ length: 80 }, (_, index) => `word${index}\tслово${index}`).join('\n');
    await user.click(screen.getByLabelText('Word pairs, one per line'));
    await user.paste(long);
    expect(screen.getByRole('alert')).toHaveTextContent('Text must be at most 900 characters');
    expect(screen.getByLabelText('Word pairs, one per line')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Import the pasted text instead' }));
    expect(onImport).toHaveBeenCalledWith(CATEGORY, long);
  });

  it('shows no Import offers where the page has no Import dialog', async () => {
    setup();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Pattern Entry' }));
    expect(screen.queryByRole('button', { name: 'Import words…' })).not.toBeInTheDocument();
  });
});
