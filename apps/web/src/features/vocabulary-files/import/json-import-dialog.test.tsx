import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_MAX_BYTES } from '@slovo/shared/limits/import-export';
import { useAuthStore } from '@/features/auth';
import { tagKeys } from '@/features/tags';
import { vocabularyKeys } from '@/features/vocabulary';
import { switchLanguage } from '@/test/locale';
import { stubFetch, type StubAnswer, type StubRoutes } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import type { ImportResult } from '../api/import-vocabulary';
import JsonImportDialog from './json-import-dialog';

const IMPORT = 'POST /api/vocabulary-admin/import';

/** Two categories (one word in the second is broken), a tag list with one bad tag. */
const FILE_DATA = {
  tags: [{ name: 'food', display_name: 'Food', color: '#4a5ae0' }, { name: 'Not A Slug' }],
  categories: [
    {
      name: 'kitchen',
      display_name: 'Kitchen',
      tags: ['food', 'home'],
      words: [
        { english: 'pan', russian: 'сковорода' },
        { english: 'cup', russian: 'чашка' },
      ],
    },
    {
      name: 'travel',
      words: [
        { english: '', russian: 'поезд' },
        { en: 'ticket', ru: 'билет' },
      ],
    },
  ],
};

const done: ImportResult = {
  success: true,
  imported: { categories: 2, words: 3, tags: 1 },
  errors: ['tags[1]: Tag name is invalid', 'categories[0]: A system category "Kitchen" already exists'],
  error: null,
};

function jsonFile(data: unknown, name = 'vocabulary.json'): File {
  return new File([typeof data === 'string' ? data : JSON.stringify(data)], name, { type: 'application/json' });
}

function setup(routes: StubRoutes = { [IMPORT]: { body: done } }) {
  const { calls } = stubFetch(routes);
  const onClose = vi.fn();
  const onImported = vi.fn<(result: ImportResult) => void>();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Import Data
        </button>
        <JsonImportDialog
          open={open}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          onImported={onImported}
        />
      </>
    );
  }
  const view = renderWithProviders(<Harness />);
  // The input accepts .json only; applyAccept off lets a test offer any file, as a drop can.
  const user = userEvent.setup({ applyAccept: false });
  const imports = () => calls.filter((call) => `${call.method} ${call.url}` === IMPORT);
  return { ...view, user, onClose, onImported, calls, imports };
}

const fileInput = () => screen.getByLabelText(/Choose (a JSON|another) file/);
const importButton = () => screen.getByRole('button', { name: 'Import' });

async function choose(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(fileInput(), file);
}

beforeEach(() => {
  signIn({ role: 'admin', id: '1', username: 'admin' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('JsonImportDialog', () => {
  it('opens on the file choice, with Import disabled until a file is chosen', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Import Vocabulary Data' });
    expect(dialog).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', '.json,application/json');
    expect(fileInput()).toHaveFocus();
    expect(importButton()).toBeDisabled();
    expect(importButton()).toHaveAccessibleDescription('Please select a file first');
  });

  it('previews what the file holds and each entry that will be left out, with its place', async () => {
    const { user, imports } = setup();
    await choose(user, jsonFile(FILE_DATA));
    const counts = await screen.findByLabelText('The file holds');
    expect(within(counts).getByText('Categories').nextElementSibling).toHaveTextContent('2');
    expect(within(counts).getByText('Words').nextElementSibling).toHaveTextContent('3');
    expect(within(counts).getByText('Tags').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('2 entries will be left out:')).toBeInTheDocument();
    const problems = within(screen.getByRole('list', { name: 'Problems found' })).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^tags\[1\]: Tag name must be/),
      'categories[1].words[0]: english is empty',
    ]);
    expect(screen.getByText('vocabulary.json')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'vocabulary.json: 2 categories, 3 words, 2 tags. 2 entries will be left out.',
    );
    expect(importButton()).toBeEnabled();
    expect(importButton()).not.toHaveAccessibleDescription();
    expect(imports()).toHaveLength(0);
  });

  it("refuses a file that is not .json with 'Please select a JSON file'", async () => {
    const { user } = setup();
    await choose(user, new File(['english,russian'], 'words.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a JSON file');
    expect(importButton()).toBeDisabled();
  });

  it('refuses a file above 10 MiB before reading or sending it', async () => {
    const { user, imports } = setup();
    const big = jsonFile(FILE_DATA, 'big.json');
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    const read = vi.spyOn(FileReader.prototype, 'readAsArrayBuffer');
    await choose(user, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Import file is too large: the limit is 10 MiB');
    expect(read).not.toHaveBeenCalled();
    expect(importButton()).toBeDisabled();
    expect(imports()).toHaveLength(0);
  });

  it('says clearly when the file is not JSON, is empty, or has no categories array', async () => {
    const { user } = setup();
    await choose(user, jsonFile('{"categories": [', 'broken.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The file is not valid JSON: /);
    await choose(user, jsonFile('  ', 'empty.json'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The file is empty'));
    await choose(user, jsonFile({ words: [] }, 'other.json'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid file format: categories array is required'));
    expect(importButton()).toBeDisabled();
  });

  it('takes a file dropped on the drop zone', async () => {
    setup();
    const zone = fileInput().closest('.import-dialog__drop')!;
    const dataTransfer = { files: [jsonFile(FILE_DATA, 'dropped.json')], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(zone, { dataTransfer });
    expect(zone).toHaveClass('import-dialog__drop--active');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveClass('import-dialog__drop--active');
    expect(await screen.findByText('dropped.json')).toBeInTheDocument();
    await waitFor(() => expect(importButton()).toBeEnabled());
  });

  it('imports: sends the file’s JSON with the token, shows the progress, then the counts and the server’s errors', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const { user, imports, onImported, onClose, client } = setup({
      [IMPORT]: () =>
        new Promise<StubAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    await choose(user, jsonFile(FILE_DATA));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(importButton());

    // Importing: busy, announced, focus on the progress, and nothing closes it or sends again.
    expect(screen.getByRole('status')).toHaveTextContent('Importing vocabulary.json…');
    expect(document.querySelector('.import-dialog__body')).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('.import-dialog__progress')).toHaveFocus();
    expect(screen.getByRole('button', { name: /Importing/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Importing/ }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(imports()).toHaveLength(1);
    expect(imports()[0]!.body).toEqual(FILE_DATA);
    expect(imports()[0]!.headers.Authorization).toMatch(/^Bearer /);

    await act(async () => answer({ body: done }));
    const banner = await screen.findByText('Import completed successfully!');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    const added = screen.getByLabelText('Added');
    expect(within(added).getByText('Categories').nextElementSibling).toHaveTextContent('2');
    expect(within(added).getByText('Words').nextElementSibling).toHaveTextContent('3');
    expect(within(added).getByText('Tags').nextElementSibling).toHaveTextContent('1');
    const errors = within(screen.getByRole('list', { name: 'Left out by the server:' })).getAllByRole('listitem');
    expect(errors.map((item) => item.textContent)).toEqual(done.errors);
    expect(onImported).toHaveBeenCalledWith(done);
    expect(invalidated.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([vocabularyKeys.all, tagKeys.all]);
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts afresh on the next opening, and Import Another File goes back to the choice', async () => {
    const { user } = setup();
    await choose(user, jsonFile(FILE_DATA));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(importButton());
    await user.click(await screen.findByRole('button', { name: 'Import Another File' }));
    expect(fileInput()).toHaveFocus();
    expect(importButton()).toBeDisabled();
    expect(screen.queryByText('vocabulary.json')).not.toBeInTheDocument();

    await choose(user, jsonFile(FILE_DATA));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(screen.queryByText('vocabulary.json')).not.toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it.each<[string, StubAnswer, string]>([
    [
      'a refusal with the server’s reason',
      { status: 413, body: { error: 'Import file is too large: the limit is 10 MiB' } },
      'Failed to import data: Import file is too large: the limit is 10 MiB',
    ],
    [
      'an answer saying it did not run',
      { body: { ...done, success: false, error: 'Database busy' } },
      'Failed to import data: Database busy',
    ],
    ['an answer saying it failed without a reason', { body: { ...done, success: false, error: null } }, 'Import failed'],
    ['an answer of another shape', { body: { ok: true } }, 'Import failed'],
    ['no connection', new TypeError('Failed to fetch'), 'Failed to import data: '],
  ])('shows the failure for %s, and Back keeps the file for another try', async (_case, reply, message) => {
    const { user, onImported, client, imports } = setup({ [IMPORT]: reply });
    const invalidated = vi.spyOn(client, 'invalidateQueries');
    await choose(user, jsonFile(FILE_DATA));
    await waitFor(() => expect(importButton()).toBeEnabled());
    await user.click(importButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent!.startsWith(message)).toBe(true);
    if (!message.endsWith(': ')) expect(alert).toHaveTextContent(message);
    expect(onImported).not.toHaveBeenCalled();
    expect(invalidated).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('vocabulary.json')).toBeInTheDocument();
    expect(importButton()).toHaveFocus();
    await user.click(importButton());
    await screen.findByRole('alert');
    expect(imports()).toHaveLength(2);
  });

  it("asks for a login without a session: 'Please log in to import data', and Import stays disabled", async () => {
    signOut();
    const showLogin = vi.fn();
    useAuthStore.setState({ showLogin });
    const { user, imports, onClose } = setup();
    expect(screen.getByText('Please log in to import data')).toBeInTheDocument();
    await choose(user, jsonFile(FILE_DATA));
    await screen.findByText('2 entries will be left out:');
    expect(importButton()).toBeDisabled();
    expect(importButton()).toHaveAccessibleDescription(/^Please log in to import data/);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onClose).toHaveBeenCalled();
    expect(showLogin).toHaveBeenCalled();
    expect(imports()).toHaveLength(0);
  });
});

describe('JsonImportDialog in Russian', () => {
  it('previews the file with Russian counts and plural forms, imports, and shows what was added', async () => {
    switchLanguage('ru');
    const { user, imports } = setup();
    expect(screen.getByRole('dialog', { name: 'Импорт словаря' })).toBeInTheDocument();
    const importNow = () => screen.getByRole('button', { name: 'Импортировать' });
    expect(importNow()).toBeDisabled();
    await user.upload(screen.getByLabelText(/Выберите JSON-файл/), jsonFile(FILE_DATA));

    const counts = await screen.findByLabelText('В файле');
    expect(within(counts).getByText('Категории').nextElementSibling).toHaveTextContent('2');
    expect(within(counts).getByText('Слова').nextElementSibling).toHaveTextContent('3');
    expect(within(counts).getByText('Теги').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('2 записи будут пропущены:')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Найденные проблемы' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+(,\d)? (Б|КБ)$/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'vocabulary.json: 2 категории, 3 слова, 2 тега. 2 записи будут пропущены.',
    );
    expect(screen.getByLabelText(/Выбрать другой файл/)).toBeInTheDocument();

    await user.click(importNow());
    expect(await screen.findByRole('heading', { name: 'Добавлено' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Пропущено сервером:' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Импортировать другой файл' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Готово' })).toBeInTheDocument();
    expect(imports()).toHaveLength(1);
  });

  it('says in Russian when the file is empty or not JSON, and one entry left out takes the singular', async () => {
    switchLanguage('ru');
    const { user } = setup();
    await user.upload(screen.getByLabelText(/Выберите JSON-файл/), jsonFile('  ', 'empty.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Файл пуст');
    await user.upload(screen.getByLabelText(/Выбрать другой файл/), jsonFile('{ not json', 'broken.json'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Файл не является корректным JSON: /));
    const oneProblem = {
      categories: [
        {
          name: 'travel',
          words: [
            { english: '', russian: 'поезд' },
            { english: 'train', russian: 'поезд' },
          ],
        },
      ],
    };
    await user.upload(screen.getByLabelText(/Выбрать другой файл/), jsonFile(oneProblem));
    expect(await screen.findByText('1 запись будет пропущена:')).toBeInTheDocument();
  });
});
