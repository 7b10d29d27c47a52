import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, type MistakesResponse, type StatsResponse } from '@slovo/shared';
import { useToastStore } from '@/components/ui/toast-store';
import { stubFetch, type StubAnswer, type StubRoutes } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { switchLanguage } from '@/test/locale';
import { StatsPage } from './index';

const STATS_URL = 'GET /api/stats?utcOffsetMinutes=0';
const SETTINGS_URL = 'GET /api/reviews/settings';
// The client's endpoints carry no plain dot; the server reads %2E as one.
const HISTORY_URL = 'GET /api/reviews/history%2Ecsv';
const MISTAKES_URL = 'GET /api/reviews/mistakes?count=20';
const ALL_MISTAKES_URL = 'GET /api/reviews/mistakes?count=100';
const NO_MISTAKES: MistakesResponse = { total: 0, words: [] };

const STATS: StatsResponse = {
  today: '2026-11-24',
  days: [
    { date: '2026-10-01', reviews: 3 },
    { date: '2026-11-23', reviews: 5 },
    { date: '2026-11-24', reviews: 12 },
  ],
  streak: { current: 2, longest: 9 },
  categories: [
    { name: 'animals', displayName: 'Animals', learned: 4, learning: 3, new: 13 },
    { name: 'food', displayName: 'Food', learned: 0, learning: 1, new: 9 },
  ],
  retention: { reviews: 30, passed: 26, rate: 26 / 30 },
  forecast: [
    { date: '2026-11-24', due: 6 },
    { date: '2026-11-25', due: 2 },
    { date: '2026-11-26', due: 0 },
    { date: '2026-11-27', due: 4 },
    { date: '2026-11-28', due: 0 },
    { date: '2026-11-29', due: 1 },
    { date: '2026-11-30', due: 0 },
  ],
  totals: { reviews: 20, cards: 30, learned: 4 },
  skills: [],
};

const NO_REVIEWS: StatsResponse = {
  ...STATS,
  days: [],
  streak: { current: 0, longest: 0 },
  categories: [],
  retention: { reviews: 0, passed: 0, rate: null },
  forecast: STATS.forecast.map((day) => ({ ...day, due: 0 })),
  totals: { reviews: 0, cards: 0, learned: 0 },
};

function setup(routes: StubRoutes = {}) {
  const stub = stubFetch({
    [STATS_URL]: { body: STATS },
    [SETTINGS_URL]: { body: { desiredRetention: 0.9 } },
    [MISTAKES_URL]: { body: NO_MISTAKES },
    ...routes,
  });
  renderWithProviders(<StatsPage />, { path: '/stats' });
  return { ...stub, user: userEvent.setup() };
}

const loaded = () => screen.findByRole('heading', { name: 'Reviews over the last year' });

beforeEach(() => {
  signIn();
  // The server's days are the player's: the tests run as a player on UTC.
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
});

afterEach(() => {
  useToastStore.getState().hide();
  signOut();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the stats page', () => {
  it('says it is loading, then shows the streaks, totals and the calendar with today’s reviews', async () => {
    setup();
    expect(screen.getByText('Loading your stats…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await loaded();

    const overview = screen.getByRole('region', { name: 'Overview' });
    const tile = (label: string) => within(overview).getByText(label).closest('div')!;
    expect(tile('Current streak')).toHaveTextContent('2 days');
    expect(tile('Longest streak')).toHaveTextContent('9 days');
    expect(tile('Total reviews')).toHaveTextContent('20');
    expect(tile('Words learned')).toHaveTextContent('4');

    const calendar = screen.getByRole('img', { name: /^Reviews over the last year: 20 reviews on 3 days/ });
    expect(calendar).toHaveAccessibleName(/the most on Tuesday, 24 November 2026 \(12 reviews\)/);
    const today = calendar.querySelector('rect[data-date="2026-11-24"]')!;
    expect(today.querySelector('title')).toHaveTextContent('Tuesday, 24 November 2026: 12 reviews');
    expect(today).toHaveClass('stats-heat--4');
    expect(calendar.querySelector('rect[data-date="2026-11-22"] title')).toHaveTextContent('Sunday, 22 November 2026: 0 reviews');
    // Nothing is drawn after today.
    expect(calendar.querySelector('rect[data-date="2026-11-25"]')).toBeNull();
    // The calendar scrolls with the keyboard on a narrow screen.
    expect(screen.getByRole('region', { name: 'Review calendar (scrolls sideways)' })).toHaveAttribute('tabindex', '0');
  });

  it('lists the days with reviews in a table, the latest first', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByText('Reviews per day as a table'));
    const table = screen.getByRole('table', { name: /Reviews per day as a table/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Today, Tuesday, 24 November 202612', 'Monday, 23 November 20265', 'Thursday, 1 October 20263']);
  });

  it('shows true retention, the due forecast and the words of each category', async () => {
    setup();
    await loaded();
    const retention = screen.getByRole('region', { name: 'True retention' });
    expect(retention).toHaveTextContent('87%');
    expect(retention).toHaveTextContent('26 of 30 reviews remembered');
    expect(retention).toHaveTextContent('Last 30 days');

    expect(screen.getByRole('img', { name: /^Due in the next 7 days: Today 6, Wed 2, Thu 0, Fri 4/ })).toBeInTheDocument();
    const forecastTable = screen.getByRole('table', { name: 'Words due per day as a table' });
    expect(within(forecastTable).getByRole('row', { name: /Today, Tuesday, 24 November 2026/ })).toHaveTextContent('6');

    const categories = screen.getByRole('region', { name: 'Words by category' });
    const items = within(categories).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Animals4 learned · 3 learning · 13 new',
      'Food0 learned · 1 learning · 9 new',
    ]);
  });

  it('shows each skill: cards, learned, due and retention, and names the weakest (issue 33)', async () => {
    const retention = (passed: number, reviews: number) => ({ reviews, passed, rate: reviews === 0 ? null : passed / reviews });
    setup({
      [STATS_URL]: {
        body: {
          ...STATS,
          skills: [
            { skill: 'meaning', direction: 'en-ru', cards: 30, learned: 4, due: 6, retention: retention(26, 30) },
            { skill: 'meaning', direction: 'ru-en', cards: 12, learned: 1, due: 2, retention: retention(9, 10) },
            { skill: 'stress', direction: 'ru', cards: 8, learned: 0, due: 3, retention: retention(3, 5) },
            { skill: 'gender', direction: 'ru', cards: 2, learned: 0, due: 2, retention: retention(0, 0) },
          ],
        },
      },
    });
    await loaded();
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(skills).toHaveTextContent('Weakest: Stress (60% remembered)');
    const rows = within(within(skills).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SkillCardsLearnedDue nowRetention (30 days)',
      'Meaning, English → Russian304687%',
      'Meaning, Russian → English121290%',
      'Stress80360%',
      'Gender202—',
    ]);
  });

  it('shows no skills card before any review', async () => {
    setup();
    await loaded();
    expect(screen.queryByRole('region', { name: 'Skills' })).not.toBeInTheDocument();
  });

  it('says "Not enough reviews yet" when no learned word came up in the last 30 days', async () => {
    setup({ [STATS_URL]: { body: { ...STATS, retention: { reviews: 0, passed: 0, rate: null } } } });
    await loaded();
    expect(screen.getByRole('region', { name: 'True retention' })).toHaveTextContent('Not enough reviews yet');
  });

  it('invites a player without reviews to play, and still offers the settings', async () => {
    setup({ [STATS_URL]: { body: NO_REVIEWS } });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByText(/^Play any game to start/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a game' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Download review history (CSV)' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Desired retention')).toHaveValue(0.9);
  });

  it("sends the browser's offset from UTC, so days are the player's own", async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-180);
    const { calls } = setup({ 'GET /api/stats?utcOffsetMinutes=180': { body: STATS } });
    await loaded();
    expect(calls.map((call) => call.url)).toContain('/api/stats?utcOffsetMinutes=180');
  });

  it("says why the stats could not load, with the server's words, and Retry loads them", async () => {
    let fail = true;
    const { user } = setup({
      [STATS_URL]: () => (fail ? { status: 400, body: { error: REVIEW_MESSAGES.utcOffsetInvalid } } : { body: STATS }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your stats');
    expect(alert).toHaveTextContent(REVIEW_MESSAGES.utcOffsetInvalid);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in instead of asking the server', async () => {
    signOut();
    const { calls } = stubFetch();
    renderApp('/stats');
    expect(await screen.findByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/stats') || call.path.startsWith('/reviews'))).toEqual([]);
  });

  it('is the page the router serves at /stats, under its title', async () => {
    stubFetch({
      [STATS_URL]: { body: STATS },
      [SETTINGS_URL]: { body: { desiredRetention: 0.9 } },
      [MISTAKES_URL]: { body: NO_MISTAKES },
    });
    renderApp('/stats');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Stats' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reviews over the last year' })).toBeInTheDocument();
  });
});

/** A word of the mistake book as the server answers it. */
function mistake(id: number, english: string, russian: string, rest: Partial<MistakesResponse['words'][number]> = {}) {
  return {
    id,
    english,
    russian,
    category: 'animals',
    part_of_speech: 'noun' as const,
    misses: 1,
    games: ['game3' as const],
    lastMissedAt: '2026-11-24T09:00:00.000Z',
    ...rest,
  };
}

describe('the mistake book', () => {
  const book = () => screen.getByRole('region', { name: 'Mistake book' });
  const rows = () => within(within(book()).getByRole('list', { name: 'Mistake book' })).getAllByRole('listitem');

  it('lists the words in the order the server gives, each with how often, in which games and when last missed', async () => {
    // Heaviest first: a recent single miss can outweigh three old ones; the page keeps the server's order.
    const words = [
      mistake(7, 'fox', 'лиса', { misses: 1, games: ['game1'], lastMissedAt: '2026-11-24T08:00:00.000Z' }),
      mistake(3, 'cat', 'кошка', { misses: 3, games: ['game3', 'game1'], lastMissedAt: '2026-11-23T18:00:00.000Z' }),
      mistake(5, 'bear', 'медведь', { misses: 2, games: ['game5', 'game4', 'game2'], lastMissedAt: '2026-10-02T12:00:00.000Z' }),
    ];
    setup({ [MISTAKES_URL]: { body: { total: 3, words } } });
    await loaded();
    await vi.waitFor(() => expect(rows()).toHaveLength(3));

    expect(rows().map((row) => row.textContent)).toEqual([
      'fox — лиса missed 1 time in Typer Game · last missed today',
      'cat — кошка missed 3 times in Quiz Game and Typer Game · last missed yesterday',
      'bear — медведь missed 2 times in Memory Game, Mission and Flashcards · last missed on 2 Oct 2026',
    ]);
    expect(within(rows()[1]!).getByText('кошка')).toHaveAttribute('lang', 'ru');
    expect(within(rows()[1]!).getByText('cat')).toHaveAttribute('lang', 'en');
    expect(within(rows()[1]!).getByText('yesterday')).toHaveAttribute('datetime', '2026-11-23T18:00:00.000Z');
    expect(book()).toHaveTextContent('3 words');
    expect(book()).toHaveTextContent('Recent misses weigh more; a word leaves the book once you have learned it.');
    expect(book()).toHaveTextContent('choose “My mistakes” in any game’s category picker');
    // No "Show all": every word is already shown.
    expect(within(book()).queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
    // Each word opens its word card (issue 32).
    expect(within(rows()[1]!).getByRole('button', { name: 'Word card: кошка — cat' })).toBeInTheDocument();
  });

  it('shows each word with its stress marks and opens its word card with where each fact came from', async () => {
    const flour = {
      ...mistake(4, 'flour', 'мука'),
      stressed: 'мука́',
      gender: 'f',
      sources: { stressed: 'editor', gender: 'suggested' },
    };
    setup({ [MISTAKES_URL]: { body: { total: 1, words: [flour] } } });
    await loaded();
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('flour — мука́');

    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Word card: мука — flour' }));
    const card = await screen.findByRole('dialog', { name: 'Word card: мука́ — flour' });
    expect(within(card).getByText('Checked: set in an editor')).toBeInTheDocument();
    expect(within(card).getByText('Suggested: not confirmed yet')).toBeInTheDocument();
  });

  it('links to the five games, where "My mistakes" is chosen', async () => {
    setup({ [MISTAKES_URL]: { body: { total: 1, words: [mistake(1, 'cat', 'кошка')] } } });
    await loaded();
    const games = await within(book()).findByRole('navigation', { name: 'Games to practise your mistakes in' });
    expect(
      within(games)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Flashcards', '/game2'],
      ['Typer Game', '/game1'],
      ['Quiz Game', '/game3'],
      ['Mission', '/game4'],
      ['Memory Game', '/game5'],
    ]);
  });

  it('says there are no mistakes yet when the book is empty', async () => {
    setup();
    await loaded();
    expect(await within(book()).findByText(/^No mistakes yet/)).toBeInTheDocument();
    expect(within(book()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(book()).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the top 20, and "Show all N" asks for the rest and can fold them away again', async () => {
    const all = Array.from({ length: 25 }, (_, index) => mistake(index + 1, `word${index + 1}`, `слово${index + 1}`));
    const { user, calls } = setup({
      [MISTAKES_URL]: { body: { total: 25, words: all.slice(0, 20) } },
      [ALL_MISTAKES_URL]: { body: { total: 25, words: all } },
    });
    await loaded();
    await vi.waitFor(() => expect(rows()).toHaveLength(20));
    const toggle = within(book()).getByRole('button', { name: 'Show all 25' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await vi.waitFor(() => expect(rows()).toHaveLength(25));
    expect(rows()[24]).toHaveTextContent(/^word25 — слово25/);
    expect(calls.some((call) => call.url === '/api/reviews/mistakes?count=100')).toBe(true);
    // The same button, still focused, now folds the list.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show only the top 20');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(rows()).toHaveLength(20));
  });

  it('offers the top 100 of a longer book and says how many are left out', async () => {
    const many = Array.from({ length: 100 }, (_, index) => mistake(index + 1, `word${index + 1}`, `слово${index + 1}`));
    const { user } = setup({
      [MISTAKES_URL]: { body: { total: 130, words: many.slice(0, 20) } },
      [ALL_MISTAKES_URL]: { body: { total: 130, words: many } },
    });
    await loaded();
    await user.click(await within(book()).findByRole('button', { name: 'Show the top 100' }));
    expect(await within(book()).findByText('Showing the 100 heaviest of 130 words.')).toBeInTheDocument();
    expect(rows()).toHaveLength(100);
  });

  it('says why the book could not load, and Retry loads it', async () => {
    let fail = true;
    const { user } = setup({
      [MISTAKES_URL]: () => (fail ? { status: 400, body: { error: 'count must be a whole number' } } : { body: NO_MISTAKES }),
    });
    await loaded();
    const alert = await within(book()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your mistake book: count must be a whole number');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(book()).findByText(/^No mistakes yet/)).toBeInTheDocument();
  });
});

describe('review settings', () => {
  const settingsPanel = () => screen.getByRole('region', { name: 'Review settings' });

  it('shows the desired retention and saves a new one with PUT', async () => {
    const { user, calls } = setup({ 'PUT /api/reviews/settings': ({ body }) => ({ body }) });
    const input = await screen.findByLabelText('Desired retention');
    expect(input).toHaveValue(0.9);
    expect(input).toHaveAccessibleDescription(/Higher means more reviews and better memory/);
    expect(settingsPanel()).toHaveTextContent('90% chance to remember a word when it comes due');

    await user.clear(input);
    await user.type(input, '0.95');
    await user.click(within(settingsPanel()).getByRole('button', { name: 'Save' }));
    expect(await within(settingsPanel()).findByText('Settings saved: 0.95')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/reviews/settings');
    expect(put.body).toEqual({ desiredRetention: 0.95 });
    expect(put.headers.Authorization).toMatch(/^Bearer /);
  });

  it("shows the server's reason when it refuses the value", async () => {
    const { user } = setup({ 'PUT /api/reviews/settings': { status: 400, body: { error: 'Retention is locked today' } } });
    const input = await screen.findByLabelText('Desired retention');
    await user.clear(input);
    await user.type(input, '0.8');
    await user.click(within(settingsPanel()).getByRole('button', { name: 'Save' }));
    expect(await within(settingsPanel()).findByRole('alert')).toHaveTextContent('Retention is locked today');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Retention is locked today/);
  });

  it('refuses a value outside 0.70–0.97 without asking the server', async () => {
    const { user, calls } = setup();
    const input = await screen.findByLabelText('Desired retention');
    await user.clear(input);
    await user.type(input, '0.99');
    await user.keyboard('{Enter}');
    expect(within(settingsPanel()).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.retentionInvalid);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('the review history download', () => {
  /** What the browser was handed to save: the link's name and the blob behind its URL. */
  function captureDownloads() {
    const saved: { fileName: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs; these stand-ins are removed again after each test.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
    });
    return saved;
  }

  const CSV = 'reviewed_at,english,russian,game,outcome,rating\n2026-11-24T10:00:00.000Z,cat,кошка,game3,right,2\n';
  const csvAnswer = (): StubAnswer =>
    new Response(CSV, {
      status: 200,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="slovo-reviews.csv"' },
    });

  it('fetches the CSV with the player’s token and saves it under the server’s name', async () => {
    const saved = captureDownloads();
    const { user, calls } = setup({ [HISTORY_URL]: csvAnswer });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Download review history (CSV)' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('slovo-reviews.csv');
    expect(await saved[0]!.blob.text()).toBe(CSV);
    expect(calls.find((call) => call.url === '/api/reviews/history%2Ecsv')!.headers.Authorization).toMatch(/^Bearer /);
    expect(useToastStore.getState().current).toMatchObject({ kind: 'success', text: 'Downloaded slovo-reviews.csv' });
  });

  it('says why a download failed and saves nothing', async () => {
    const saved = captureDownloads();
    const { user } = setup({ [HISTORY_URL]: { status: 403, body: { error: 'Forbidden' } } });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Download review history (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not download your review history: /);
    expect(saved).toHaveLength(0);
  });
});

describe('the stats page in Russian', () => {
  it('speaks Russian, with Russian plurals, numbers and dates', async () => {
    switchLanguage('ru');
    const words = [
      mistake(3, 'cat', 'кошка', { misses: 3, games: ['game3', 'game1'], lastMissedAt: '2026-11-23T18:00:00.000Z' }),
      mistake(5, 'bear', 'медведь', { misses: 5, games: ['game5', 'game4'], lastMissedAt: '2026-10-02T12:00:00.000Z' }),
    ];
    setup({
      [STATS_URL]: { body: { ...STATS, totals: { ...STATS.totals, reviews: 12345 } } },
      [MISTAKES_URL]: { body: { total: 2, words } },
    });
    expect(screen.getByText('Загружаем вашу статистику…')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Повторения за последний год' });

    const overview = screen.getByRole('region', { name: 'Обзор' });
    const tile = (label: string) => within(overview).getByText(label).closest('div')!;
    expect(tile('Текущая серия')).toHaveTextContent('2 дня');
    expect(tile('Самая длинная серия')).toHaveTextContent('9 дней');
    expect(tile('Всего повторений')).toHaveTextContent('12 345');

    const calendar = screen.getByRole('img', { name: /^Повторения за последний год: 20 повторений за 3 дня/ });
    expect(calendar).toHaveAccessibleName(/больше всего — вторник, 24 ноября 2026 г\. \(12 повторений\)\.$/);
    const labels = [...calendar.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['пн', 'ср', 'пт', 'нояб.', 'янв.']));
    expect(calendar.querySelector('rect[data-date="2026-11-23"] title')).toHaveTextContent(
      'понедельник, 23 ноября 2026 г.: 5 повторений',
    );

    const retention = screen.getByRole('region', { name: 'Истинное удержание' });
    expect(retention).toHaveTextContent('87 %');
    expect(retention).toHaveTextContent('вспомнено 26 из 30 повторений');
    expect(retention).toHaveTextContent('За последние 30 дней');
    expect(screen.getByRole('img', { name: /^К повторению в ближайшие 7 дней: Сегодня 6, ср 2, чт 0/ })).toBeInTheDocument();

    const categories = screen.getByRole('region', { name: 'Слова по категориям' });
    expect(within(categories).getAllByRole('listitem')[0]).toHaveTextContent('Animalsвыучено: 4 · в изучении: 3 · новые: 13');

    const book = () => screen.getByRole('region', { name: 'Книга ошибок' });
    await vi.waitFor(() => expect(within(book()).getAllByRole('listitem').length).toBeGreaterThan(2));
    const rows = within(within(book()).getByRole('list', { name: 'Книга ошибок' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('cat — кошка 3 ошибки в играх: Викторина и Набор слов · последняя вчера');
    expect(rows[1]).toHaveTextContent('bear — медведь 5 ошибок в играх: Найди пару и Миссия · последняя 2 окт. 2026 г.');
    expect(book()).toHaveTextContent('2 слова');
    expect(within(book()).getByRole('link', { name: 'Карточки' })).toBeInTheDocument();

    const settings = screen.getByRole('region', { name: 'Настройки повторений' });
    expect(await within(settings).findByText(/вероятность вспомнить слово/)).toHaveTextContent(
      '90 % — вероятность вспомнить слово',
    );
    expect(settings).toHaveTextContent('От 0,70 до 0,97.');
    expect(screen.getByRole('button', { name: 'Скачать историю повторений (CSV)' })).toBeInTheDocument();
  });
});
