import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@/components/ui/toast-store';
import { jsonResponse, stubFetch, type StubAnswer, type StubRoutes } from '@/test/fetch-stub';
import { captureDownloads, releaseDownloads } from '@/test/capture-downloads';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { exportEndpoint } from '../api/export-vocabulary';
import { VocabularyExportMenu, type VocabularyExportMenuProps } from './vocabulary-export-menu';

const EXPORT_ALL_JSON = 'GET /api/vocabulary-admin/export?format=json';
const FILE_TEXT = '{\n  "tags": [],\n  "categories": []\n}\n';

function fileAnswer(name = 'slovo-vocabulary-2025-03-01.json', type = 'application/json'): Response {
  return new Response(FILE_TEXT, {
    status: 200,
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

function setup(routes: StubRoutes, props: VocabularyExportMenuProps = {}) {
  const { calls } = stubFetch(routes);
  const saved = captureDownloads();
  const view = renderWithProviders(<VocabularyExportMenu {...props} />);
  return { ...view, calls, saved, user: userEvent.setup() };
}

const toastText = () => useToastStore.getState().current;

beforeEach(() => {
  signIn({ role: 'admin', id: '1', username: 'admin' });
  useToastStore.getState().hide();
});

afterEach(() => {
  releaseDownloads();
  vi.unstubAllGlobals();
});

describe('VocabularyExportMenu', () => {
  it('offers the four formats; JSON downloads every category with the token under the server’s file name', async () => {
    const { user, calls, saved } = setup({ [EXPORT_ALL_JSON]: () => fileAnswer() });
    await user.click(screen.getByRole('button', { name: 'Export All categories' }));
    const menu = screen.getByRole('menu', { name: 'Export All categories' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^JSON \(Slovo import format\)/),
      expect.stringMatching(/^CSV \(spreadsheet\)/),
      expect.stringMatching(/^Anki \(text file\)/),
      expect.stringMatching(/^Anki package \(\.apkg\)/),
    ]);
    await user.click(
      within(menu).getByRole('menuitem', { name: (accessible: string) => accessible.startsWith('JSON (Slovo import format)') }),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('slovo-vocabulary-2025-03-01.json');
    expect(await saved[0]!.blob.text()).toBe(FILE_TEXT);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(toastText()).toMatchObject({ kind: 'success', text: 'Exported slovo-vocabulary-2025-03-01.json' });
    // The link is gone again; the object URL is let go later.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('downloads CSV, Anki text and the Anki package too, by keyboard, with format= in the request', async () => {
    const { user, calls, saved } = setup({
      'GET /api/vocabulary-admin/export?format=csv': () => fileAnswer('slovo-vocabulary-2025-03-01.csv', 'text/csv'),
      'GET /api/vocabulary-admin/export?format=anki': () => fileAnswer('slovo-vocabulary-2025-03-01.txt', 'text/plain'),
      'GET /api/vocabulary-admin/export?format=apkg': () =>
        fileAnswer('slovo-vocabulary-2025-03-01.apkg', 'application/octet-stream'),
    });
    screen.getByRole('button', { name: 'Export All categories' }).focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/vocabulary-admin/export?format=csv');
    expect(saved[0]!.fileName).toBe('slovo-vocabulary-2025-03-01.csv');
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export All categories' })).not.toHaveAttribute('aria-busy'),
    );

    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(calls[1]!.url).toBe('/api/vocabulary-admin/export?format=anki');
    expect(saved[1]!.fileName).toBe('slovo-vocabulary-2025-03-01.txt');
    expect(toastText()).toMatchObject({ kind: 'success', text: 'Exported slovo-vocabulary-2025-03-01.txt' });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export All categories' })).not.toHaveAttribute('aria-busy'),
    );

    // ArrowUp opens on the last entry: the Anki package.
    await user.keyboard('{ArrowUp}{Enter}');
    await vi.waitFor(() => expect(saved).toHaveLength(3));
    expect(calls[2]!.url).toBe('/api/vocabulary-admin/export?format=apkg');
    expect(saved[2]!.fileName).toBe('slovo-vocabulary-2025-03-01.apkg');
  });

  it('names the selection as the page gives it', () => {
    setup({}, { categoryNames: ['animals'], selectionLabel: 'Animals' });
    const button = screen.getByRole('button', { name: 'Export Selected “Animals”' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('exports only the named categories', async () => {
    const path = '/api/vocabulary-admin/export?categories=kitchen%2C%D0%B4%D0%BE%D0%BC&format=json';
    const { user, calls, saved } = setup(
      { [`GET ${path}`]: () => fileAnswer('two.json') },
      { categoryNames: ['kitchen', 'дом'] },
    );
    await user.click(screen.getByRole('button', { name: 'Export Selected 2 categories' }));
    await user.click(
      screen.getByRole('menuitem', { name: (accessible: string) => accessible.startsWith('JSON (Slovo import format)') }),
    );
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0]!.url).toBe(path);
    expect(saved[0]!.fileName).toBe('two.json');
  });

  it('runs one export at a time, marked busy', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const { user, calls, saved } = setup(
      {
        'GET /api/vocabulary-admin/export?categories=kitchen&format=json': () =>
          new Promise<StubAnswer>((resolve) => {
            answer = resolve;
          }),
      },
      { categoryNames: ['kitchen'] },
    );
    await user.click(screen.getByRole('button', { name: 'Export Selected “kitchen”' }));
    await user.click(
      screen.getByRole('menuitem', { name: (accessible: string) => accessible.startsWith('JSON (Slovo import format)') }),
    );
    const busy = screen.getByRole('button', { name: /^Exporting…/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // Focus stays on the button, which does not open the menu again while the file comes.
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => answer(fileAnswer()));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Export Selected “kitchen”' })).not.toHaveAttribute('aria-busy');
  });

  it("says why an export failed, with the server's reason, and saves nothing", async () => {
    const { user, saved } = setup(
      {
        'GET /api/vocabulary-admin/export?categories=gone&format=csv': {
          status: 404,
          body: { error: 'Category not found: gone' },
        },
      },
      { categoryNames: ['gone'] },
    );
    await user.click(screen.getByRole('button', { name: /^Export/ }));
    await user.click(screen.getByRole('menuitem', { name: (accessible: string) => accessible.startsWith('CSV (spreadsheet)') }));
    await vi.waitFor(() =>
      expect(toastText()).toMatchObject({ kind: 'error', text: 'Failed to export data: Category not found: gone' }),
    );
    expect(saved).toHaveLength(0);
  });

  it('needs a session: without one nothing is sent', async () => {
    signOut();
    const { user, calls, saved } = setup({ [EXPORT_ALL_JSON]: () => jsonResponse(200, {}) });
    await user.click(screen.getByRole('button', { name: /^Export/ }));
    await user.click(
      screen.getByRole('menuitem', { name: (accessible: string) => accessible.startsWith('JSON (Slovo import format)') }),
    );
    await vi.waitFor(() =>
      expect(toastText()).toMatchObject({
        kind: 'error',
        text: 'Failed to export data: Authentication required but no token available',
      }),
    );
    expect(calls).toHaveLength(0);
    expect(saved).toHaveLength(0);
  });
});

describe('exportEndpoint', () => {
  it('names the chosen categories once each, or none for all, and the format', () => {
    expect(exportEndpoint()).toBe('/vocabulary-admin/export?format=json');
    expect(exportEndpoint([' ', ''], 'anki')).toBe('/vocabulary-admin/export?format=anki');
    expect(exportEndpoint(['kitchen', ' kitchen ', 'travel'], 'csv')).toBe(
      '/vocabulary-admin/export?categories=kitchen%2Ctravel&format=csv',
    );
  });
});

describe('VocabularyExportMenu in Russian', () => {
  it('says what it exports in Russian, with the count in its Russian form', async () => {
    switchLanguage('ru');
    const all = setup({});
    expect(screen.getByRole('button', { name: 'Экспорт всего словаря' })).toHaveAttribute(
      'title',
      'Скачать все категории файлом',
    );
    all.unmount();

    const chosen = setup({}, { categoryNames: ['kitchen', 'дом', 'travel', 'food', 'verbs'] });
    expect(screen.getByRole('button', { name: 'Экспорт выбранного 5 категорий' })).toHaveAttribute(
      'title',
      'Скачать 5 категорий файлом',
    );
    chosen.unmount();

    setup({}, { categoryNames: ['animals'], selectionLabel: 'Animals' });
    expect(screen.getByRole('button', { name: 'Экспорт выбранного «Animals»' })).toBeInTheDocument();
  });
});
