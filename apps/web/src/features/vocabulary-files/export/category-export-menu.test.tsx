import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@/components/ui/toast-store';
import { stubFetch, type StubAnswer, type StubRoutes } from '@/test/fetch-stub';
import { captureDownloads, releaseDownloads } from '@/test/capture-downloads';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { CategoryExportMenu } from './category-export-menu';

const CATEGORY = { id: 12, display_name: 'Animals' };
const route = (format: string, id = 12) => `GET /api/vocabulary/user/categories/${id}/export?format=${format}`;

function fileAnswer(text: string, type: string, name?: string): Response {
  const headers: Record<string, string> = { 'Content-Type': `${type}; charset=utf-8` };
  if (name) headers['Content-Disposition'] = `attachment; filename="${name}"`;
  return new Response(text, { status: 200, headers });
}

function setup(routes: StubRoutes, category = CATEGORY) {
  const { calls } = stubFetch(routes);
  const saved = captureDownloads();
  const view = renderWithProviders(<CategoryExportMenu category={category} />);
  return { ...view, calls, saved, user: userEvent.setup() };
}

const toastText = () => useToastStore.getState().current;
const exportButton = (name = 'Export “Animals”') => screen.getByRole('button', { name });

async function choose(user: ReturnType<typeof userEvent.setup>, format: string, button = exportButton()) {
  await user.click(button);
  await user.click(screen.getByRole('menuitem', { name: (accessible: string) => accessible.startsWith(format) }));
}

beforeEach(() => {
  signIn();
  useToastStore.getState().hide();
});

afterEach(() => {
  releaseDownloads();
  vi.unstubAllGlobals();
});

describe('CategoryExportMenu', () => {
  it.each([
    ['CSV (spreadsheet)', 'csv', 'english,russian\ncat,кошка\n', 'text/csv', 'animals-2025-03-01.csv'],
    ['Anki (text file)', 'anki', '#separator:tab\ncat\tкошка\n', 'text/plain', 'animals-2025-03-01.txt'],
    ['JSON (Slovo import format)', 'json', '{"categories":[]}\n', 'application/json', 'animals-2025-03-01.json'],
  ])(
    '%s asks for format=%s with the token and saves the file under the server’s name',
    async (label, format, text, type, name) => {
      const { user, calls, saved } = setup({ [route(format)]: () => fileAnswer(text, type, name) });
      await choose(user, label);
      await vi.waitFor(() => expect(saved).toHaveLength(1));
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe(`/api/vocabulary/user/categories/12/export?format=${format}`);
      expect(calls[0]!.headers.Authorization).toMatch(/^Bearer /);
      expect(saved[0]!.fileName).toBe(name);
      expect(await saved[0]!.blob.text()).toBe(text);
      expect(toastText()).toMatchObject({ kind: 'success', text: `Exported ${name}` });
      // The link is gone again; focus is back on the button.
      expect(document.querySelector('a[download]')).toBeNull();
      expect(exportButton()).toHaveFocus();
    },
  );

  it('names the file itself when the server gives no name', async () => {
    const { user, saved } = setup(
      { [route('anki', 5)]: () => fileAnswer('cat\tкошка\n', 'text/plain') },
      { id: 5, display_name: 'Дом' },
    );
    await choose(user, 'Anki (text file)', exportButton('Export “Дом”'));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('slovo-category-5.txt');
    expect(toastText()).toMatchObject({ kind: 'success', text: 'Exported slovo-category-5.txt' });
  });

  it('runs one export at a time, marked busy, then offers the menu again', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const { user, calls, saved } = setup({
      [route('csv')]: () =>
        new Promise<StubAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    await choose(user, 'CSV (spreadsheet)');
    const busy = screen.getByRole('button', { name: 'Exporting… “Animals”' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await act(async () => answer(fileAnswer('english,russian\n', 'text/csv', 'animals.csv')));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved.map((file) => file.fileName)).toEqual(['animals.csv']);
    const ready = await screen.findByRole('button', { name: 'Export “Animals”' });
    expect(ready).not.toHaveAttribute('aria-busy');
    await user.click(ready);
    expect(screen.getByRole('menu', { name: 'Export “Animals”' })).toBeInTheDocument();
  });

  it("says why an export failed, with the server's reason, and saves nothing", async () => {
    const { user, saved } = setup({ [route('json')]: { status: 404, body: { error: 'Category not found' } } });
    await choose(user, 'JSON (Slovo import format)');
    await vi.waitFor(() =>
      expect(toastText()).toMatchObject({ kind: 'error', text: 'Failed to export data: Category not found' }),
    );
    expect(saved).toHaveLength(0);
    expect(exportButton()).not.toHaveAttribute('aria-busy');
  });

  it('needs a session: without one nothing is sent', async () => {
    signOut();
    const { user, calls, saved } = setup({});
    await choose(user, 'CSV (spreadsheet)');
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
