import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@/components/ui/toast-store';
import { jsonResponse, stubFetch, type StubAnswer, type StubRoutes } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { exportEndpoint } from '../api/export-vocabulary';
import { ExportButton, type ExportButtonProps } from './export-button';

const EXPORT_ALL = 'GET /api/vocabulary-admin/export';
const FILE_TEXT = '{\n  "tags": [],\n  "categories": []\n}\n';

function fileAnswer(name = 'slovo-vocabulary-2025-03-01.json'): Response {
  return new Response(FILE_TEXT, {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

/** What the browser was handed to save: the link's name and the blob behind its URL. */
function captureDownloads() {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  // jsdom has no object URLs; these stand-ins are removed again after each test.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

function setup(routes: StubRoutes, props: ExportButtonProps = {}) {
  const { calls } = stubFetch(routes);
  const saved = captureDownloads();
  const view = renderWithProviders(<ExportButton {...props} />);
  return { ...view, calls, saved, user: userEvent.setup() };
}

const toastText = () => useToastStore.getState().current;

beforeEach(() => {
  signIn({ role: 'admin', id: '1', username: 'admin' });
  useToastStore.getState().hide();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('ExportButton', () => {
  it('downloads every category with the token and saves it under the server’s file name', async () => {
    const { user, calls, saved } = setup({ [EXPORT_ALL]: () => fileAnswer() });
    const button = screen.getByRole('button', { name: 'Export All categories as JSON' });
    await user.click(button);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('slovo-vocabulary-2025-03-01.json');
    expect(await saved[0]!.blob.text()).toBe(FILE_TEXT);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(toastText()).toMatchObject({ kind: 'success', text: 'Exported slovo-vocabulary-2025-03-01.json' });
    // The link is gone again; the object URL is let go later.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('names the selection as the page gives it', () => {
    setup({}, { categoryNames: ['animals'], selectionLabel: 'Animals' });
    expect(screen.getByRole('button', { name: 'Export Selected “Animals” as JSON' })).toBeEnabled();
  });

  it('exports only the named categories', async () => {
    const path = '/api/vocabulary-admin/export?categories=kitchen%2C%D0%B4%D0%BE%D0%BC';
    const { user, calls, saved } = setup(
      { [`GET ${path}`]: () => fileAnswer('two.json') },
      { categoryNames: ['kitchen', 'дом'] },
    );
    await user.click(screen.getByRole('button', { name: 'Export Selected 2 categories as JSON' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0]!.url).toBe(path);
    expect(saved[0]!.fileName).toBe('two.json');
  });

  it('runs one export at a time, marked busy', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    const { user, calls, saved } = setup(
      {
        'GET /api/vocabulary-admin/export?categories=kitchen': () =>
          new Promise<StubAnswer>((resolve) => {
            answer = resolve;
          }),
      },
      { categoryNames: ['kitchen'] },
    );
    await user.click(screen.getByRole('button', { name: 'Export Selected “kitchen” as JSON' }));
    const busy = screen.getByRole('button', { name: /^Exporting…/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(calls).toHaveLength(1);
    await act(async () => answer(fileAnswer()));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Export Selected “kitchen” as JSON' })).toBeEnabled();
  });

  it("says why an export failed, with the server's reason, and saves nothing", async () => {
    const { user, saved } = setup(
      { 'GET /api/vocabulary-admin/export?categories=gone': { status: 404, body: { error: 'Category not found: gone' } } },
      { categoryNames: ['gone'] },
    );
    await user.click(screen.getByRole('button', { name: /^Export/ }));
    await vi.waitFor(() =>
      expect(toastText()).toMatchObject({ kind: 'error', text: 'Failed to export data: Category not found: gone' }),
    );
    expect(saved).toHaveLength(0);
  });

  it('needs a session: without one nothing is sent', async () => {
    signOut();
    const { user, calls, saved } = setup({ [EXPORT_ALL]: () => jsonResponse(200, {}) });
    await user.click(screen.getByRole('button', { name: /^Export/ }));
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
  it('names the chosen categories once each, or none for all', () => {
    expect(exportEndpoint()).toBe('/vocabulary-admin/export');
    expect(exportEndpoint([' ', ''])).toBe('/vocabulary-admin/export');
    expect(exportEndpoint(['kitchen', ' kitchen ', 'travel'])).toBe('/vocabulary-admin/export?categories=kitchen%2Ctravel');
  });
});
