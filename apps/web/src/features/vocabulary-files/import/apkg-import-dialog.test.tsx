import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApkgImportResponse } from '@slovo/shared';
import { IMPORT_EXPORT_MESSAGES } from '@slovo/shared/limits/import-export';
import { stubFetch, type RecordedCall, type StubAnswer } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn } from '@/test/sign-in';
import ApkgImportDialog, { APKG_MESSAGES } from './apkg-import-dialog';
import { FILE_MESSAGES } from './file-text';

const ROUTE = 'POST /api/vocabulary/user/import/apkg';
const IMPORTED: ApkgImportResponse = {
  message: '5 words added to 2 categories',
  categories: [
    { categoryId: 31, name: 'English::Animals', created: true, added: 4, skipped: 1 },
    { categoryId: 9, name: 'Kitchen', created: false, added: 1, skipped: 0 },
  ],
  notices: ['Pictures and sounds are not imported: 2 media files were left out'],
  totals: { notes: 6, added: 5, skipped: 1 },
};

function setup(answer: StubAnswer = { status: 201, body: IMPORTED }) {
  const { calls } = stubFetch({ [ROUTE]: answer });
  const onClose = vi.fn();
  const onImported = vi.fn<(result: ApkgImportResponse) => void>();
  renderWithProviders(<ApkgImportDialog onClose={onClose} onImported={onImported} />);
  const sent = () => calls.filter((call: RecordedCall) => `${call.method} ${call.url}` === ROUTE);
  // accept=".apkg" is only a hint to the file picker: a learner can still choose "All files".
  return { user: userEvent.setup({ applyAccept: false }), onClose, onImported, sent };
}

const picker = () => screen.getByLabelText(/Choose (another|\.apkg) file/);
const apkg = (name = 'animals.apkg', size = 64) => new File([new Uint8Array(size)], name);

beforeEach(() => {
  signIn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApkgImportDialog', () => {
  it('says what an import does, starts on the file picker, and imports nothing until a package is chosen', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Import an Anki package' });
    expect(dialog).toHaveAccessibleDescription('Each deck becomes one of your private categories.');
    expect(picker()).toHaveFocus();
    expect(within(dialog).getByText(/Pictures and sounds are not imported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('refuses a file that is not an .apkg, and one over 10 MiB, before sending anything', async () => {
    const { user, sent } = setup();
    await user.upload(picker(), new File(['a\tb'], 'words.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(APKG_MESSAGES.en.notApkg);
    await user.upload(picker(), apkg('huge.apkg', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(FILE_MESSAGES.en.tooLarge);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(sent()).toHaveLength(0);
  });

  it('sends the package itself and shows each category with what it got, and the notices', async () => {
    const { user, sent, onImported, onClose } = setup();
    const file = apkg();
    await user.upload(picker(), file);
    expect(screen.getByText('animals.apkg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const result = await screen.findByRole('dialog', { name: 'Anki package imported' });
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.init.body).toBe(file);
    expect(sent()[0]!.headers['Content-Type']).toBe('application/octet-stream');
    expect(within(result).getByRole('status')).toHaveTextContent('5 words added to 2 categories');
    const lines = within(within(result).getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'English::Animals: 4 words added, 1 skipped (new category)',
      'Kitchen: 1 word added',
    ]);
    expect(within(result).getByRole('list', { name: 'Notices' })).toHaveTextContent('2 media files were left out');
    expect(onImported).toHaveBeenCalledWith(IMPORTED);

    await user.click(within(result).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason for a refused package and lets the learner choose another', async () => {
    const { user, onImported } = setup({ status: 400, body: { error: 'The file is not an Anki package (.apkg)' } });
    await user.upload(picker(), apkg());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      IMPORT_EXPORT_MESSAGES.failedToImport('The file is not an Anki package (.apkg)'),
    );
    expect(onImported).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Choose another file…')).toBeEnabled();
  });
});
