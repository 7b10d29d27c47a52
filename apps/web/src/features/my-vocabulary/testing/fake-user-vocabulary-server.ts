/**
 * Test-only: a small in-memory stand-in for the /api/vocabulary/user… and /api/tags routes (and the
 * public reads the manager and the picker use), installed as the fetch stub's handler. It keeps
 * state across calls, so a write is seen by the next read; tests can replace or hold any answer.
 */
import { MY_VOCABULARY_MESSAGES, type CategoryTag, type Tag } from '@slovo/shared';
import type { RecordedCall, StubAnswer } from '@/test/fetch-stub';
import { stubFakeServer } from '@/test/fake-server';

export interface FakeCategory {
  id: number;
  name: string;
  display_name: string;
  privacy: 'private' | 'shared';
  created_at: string;
  tags: CategoryTag[];
  words: { id: number; english: string; russian: string }[];
}

export interface FakeServerOptions {
  categories?: Partial<FakeCategory>[];
  tags?: string[];
  sharedLimit?: number;
}

let nextWordId = 1000;

export function fakeTag(name: string, id: number): Tag {
  return {
    id,
    name,
    display_name: name[0]!.toUpperCase() + name.slice(1),
    description: null,
    color: null,
    icon: null,
    is_system: false,
    usage_count: 0,
  };
}

/** e.g. makeWords(3, 'cat') → cat1/кот1 … */
export function makeWords(count: number, stem = 'word') {
  return Array.from({ length: count }, (_, i) => ({ id: nextWordId++, english: `${stem}${i + 1}`, russian: `слово${i + 1}` }));
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9а-яё]+/gi, '-')
    .replace(/^-|-$/g, '');

export function fakeUserVocabularyServer(options: FakeServerOptions = {}) {
  const tags = (options.tags ?? ['travel', 'food', 'verbs']).map((name, index) => fakeTag(name, index + 1));
  const sharedLimit = options.sharedLimit ?? 10;
  let nextId = 1;
  const categories: FakeCategory[] = (options.categories ?? []).map((partial, index) => {
    const id = partial.id ?? nextId + index;
    const display = partial.display_name ?? `Category ${id}`;
    return {
      id,
      name: partial.name ?? slug(display),
      display_name: display,
      privacy: partial.privacy ?? 'private',
      created_at: partial.created_at ?? new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
      tags: partial.tags ?? [],
      // A copy: a test's writes must not reach the constants the next test starts from.
      words: [...(partial.words ?? [])],
    };
  });
  nextId = Math.max(0, ...categories.map((c) => c.id)) + 1;

  const sharedCount = () => categories.filter((c) => c.privacy === 'shared').length;
  const summary = (c: FakeCategory) => ({
    id: c.id,
    name: c.name,
    display_name: c.display_name,
    description: null,
    privacy: c.privacy,
    user_id: 7,
    user: { username: 'anna' },
    created_at: c.created_at,
    updated_at: c.created_at,
    word_count: c.words.length,
    tags: c.tags,
    is_approved_list: false,
    isApprovedList: false,
    can_edit: true,
    can_delete: true,
  });

  function list(query: URLSearchParams) {
    const search = (query.get('search') ?? '').toLowerCase();
    const wanted = (query.get('tags') ?? '').split(',').filter(Boolean);
    const sortBy = query.get('sortBy') ?? 'name';
    const order = query.get('sortOrder') === 'DESC' ? -1 : 1;
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const matching = categories
      .filter((c) => !search || c.name.toLowerCase().includes(search) || c.display_name.toLowerCase().includes(search))
      .filter((c) => wanted.every((name) => c.tags.some((tag) => tag.name === name)))
      .sort((a, b) => {
        const key = (c: FakeCategory) =>
          sortBy === 'word_count' ? c.words.length : sortBy === 'created_at' ? c.created_at : c.name;
        const [x, y] = [key(a), key(b)];
        return (x < y ? -1 : x > y ? 1 : a.id - b.id) * order;
      });
    const totalPages = Math.ceil(matching.length / limit);
    return {
      categories: matching.slice((page - 1) * limit, page * limit).map(summary),
      totalCount: matching.length,
      totalPages,
      hasNextPage: page < totalPages,
      hasPreviousPage: page > 1,
      page,
      limit,
      sharedCount: sharedCount(),
      sharedLimit,
    };
  }

  const notFound = { status: 404, body: { error: 'Category not found' } };
  const byId = (id: string) => categories.find((c) => c.id === Number(id));

  function answer(call: RecordedCall, path: string, query: URLSearchParams): StubAnswer {
    const body = (call.body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (call.method === 'GET' && path === '/api/vocabulary/user/categories') return { body: list(query) };
    if (call.method === 'POST' && path === '/api/vocabulary/user/categories') {
      const display = String(body.categoryName ?? '').trim();
      if (categories.some((c) => c.display_name.toLowerCase() === display.toLowerCase())) {
        return { status: 409, body: { error: `You already have a category named "${display}"` } };
      }
      const category: FakeCategory = {
        id: nextId++,
        name: `${slug(display)}-${nextId}`,
        display_name: display,
        privacy: 'private',
        created_at: new Date(Date.UTC(2025, 0, nextId)).toISOString(),
        tags: [],
        words: [],
      };
      categories.push(category);
      return { status: 201, body: { message: 'Category created successfully', categoryId: category.id } };
    }
    if ((match = /^\/api\/vocabulary\/user\/categories\/(\d+)\/privacy$/.exec(path)) && call.method === 'PUT') {
      const category = byId(match[1]!);
      if (!category) return notFound;
      if (body.privacy === 'shared' && category.privacy !== 'shared' && sharedCount() >= sharedLimit) {
        return { status: 409, body: { error: `You can only share up to ${sharedLimit} categories.` } };
      }
      category.privacy = body.privacy === 'shared' ? 'shared' : 'private';
      return {
        body: {
          message: 'Category is now ' + category.privacy,
          privacy: category.privacy,
          sharedCount: sharedCount(),
          sharedLimit,
        },
      };
    }
    if ((match = /^\/api\/vocabulary\/user\/categories\/(\d+)$/.exec(path))) {
      const category = byId(match[1]!);
      if (!category) return notFound;
      if (call.method === 'PUT') {
        category.display_name = String(body.display_name ?? body.name);
        category.name = slug(category.display_name);
        return { body: { message: 'Category renamed successfully' } };
      }
      if (call.method === 'DELETE') {
        categories.splice(categories.indexOf(category), 1);
        return { body: { message: 'Category deleted successfully' } };
      }
    }
    if (call.method === 'GET' && (match = /^\/api\/vocabulary\/category\/([^/]+)$/.exec(path))) {
      const category = categories.find((c) => c.name === decodeURIComponent(match![1]!));
      if (!category) return notFound;
      return { body: { words: category.words.map((w) => ({ ...w, category: category.name, part_of_speech: 'noun' })) } };
    }
    if (call.method === 'POST' && path === '/api/vocabulary/user/words/batch') {
      const category = categories.find((c) => c.id === body.categoryId);
      if (!category) return notFound;
      const pairs = (body.pairs ?? []) as { english: string; russian: string }[];
      const words = pairs.map((pair) => ({ id: nextWordId++, english: pair.english, russian: pair.russian }));
      category.words.push(...words);
      return {
        status: 201,
        body: {
          message: words.length === 1 ? 'Word added successfully!' : `${words.length} words added successfully!`,
          added: words.length,
          words: words.map((w) => ({ ...w, part_of_speech: 'noun', category_id: category.id, category: category.name })),
          skipped: [],
        },
      };
    }
    if (call.method === 'POST' && (match = /^\/api\/vocabulary\/user\/categories\/(\d+)\/import$/.exec(path))) {
      const category = byId(match[1]!);
      if (!category) return notFound;
      // As the server: a pair already in the category (ignoring case) is skipped as a duplicate.
      const key = (pair: { english: string; russian: string }) =>
        `${pair.english.toLowerCase()}\u0000${pair.russian.toLowerCase()}`;
      const present = new Set(category.words.map(key));
      const pairs = (body.pairs ?? []) as { english: string; russian: string }[];
      const skipped = pairs
        .map((pair, index) => ({ index, ...pair, reason: 'duplicate' as const }))
        .filter((pair) => present.has(key(pair)));
      const words = pairs
        .filter((pair) => !present.has(key(pair)))
        .map((pair) => ({ id: nextWordId++, english: pair.english, russian: pair.russian }));
      category.words.push(...words);
      const message = words.length === 0 ? MY_VOCABULARY_MESSAGES.noWordsAdded : MY_VOCABULARY_MESSAGES.wordsAdded(words.length);
      return {
        status: 201,
        body: {
          message,
          added: words.length,
          words: words.map((w) => ({ ...w, part_of_speech: 'noun', category_id: category.id, category: category.name })),
          skipped,
        },
      };
    }
    if (call.method === 'GET' && path === '/api/vocabulary/categories/lightweight') {
      return {
        body: {
          categories: categories.map((c) => ({
            id: c.id,
            name: c.name,
            display_name: c.display_name,
            word_count: c.words.length,
          })),
        },
      };
    }
    if (call.method === 'GET' && path === '/api/tags') return { body: { tags } };
    if (call.method === 'GET' && path === '/api/learning-session') return { body: { hasActiveSession: false } };
    return { status: 404, body: { error: 'Not found' } };
  }

  const server = stubFakeServer(answer);

  return {
    ...server,
    categories,
    tags,
    /** The query of each list request, as an object. */
    listQueries: () =>
      server.calls
        .filter((call) => call.method === 'GET' && call.url.startsWith('/api/vocabulary/user/categories?'))
        .map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams)),
  };
}
