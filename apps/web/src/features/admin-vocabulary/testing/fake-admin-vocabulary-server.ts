/**
 * Test-only: a small in-memory stand-in for the routes the admin vocabulary editor calls — the
 * category list with every filter, the tags, a category's words, and the admin writes (create,
 * rename, approval, delete, cache, words) — installed as the fetch stub's handler. Answers and
 * messages follow apps/server/src/modules/admin-vocabulary and modules/vocabulary. It keeps state
 * across calls, so a write is seen by the next read; tests can replace or hold any answer.
 */
import {
  ADMIN_VOCABULARY_MESSAGES,
  MY_VOCABULARY_MESSAGES,
  renameCategoryError,
  type CategorySummary,
  type CategoryTag,
  type Tag,
} from '@slovo/shared';
import type { RecordedCall, StubAnswer } from '@/test/fetch-stub';
import { stubFakeServer } from '@/test/fake-server';

export interface FakeAdminCategory {
  id: number;
  name: string;
  display_name: string;
  privacy: 'private' | 'shared';
  /** null: a system (pre-built) category. */
  owner: { id: number; username: string; role: 'user' | 'admin' } | null;
  created_at: string;
  is_approved_list: boolean;
  tags: CategoryTag[];
  /** With their details (issue 32) where a test gives them: the words route answers them as they are. */
  words: { id: number; english: string; russian: string; stressed?: string; sources?: Record<string, string> }[];
}

export interface FakeAdminCategoryInput extends Partial<Omit<FakeAdminCategory, 'tags'>> {
  /** Tag names, looked up among the server's tags. */
  tags?: string[];
}

export interface FakeAdminServerOptions {
  categories?: FakeAdminCategoryInput[];
  tags?: string[];
}

/** The account the tests sign in with (signIn({ role: 'admin', ... })). */
export const ADMIN = { id: 1, username: 'admin', role: 'admin' } as const;
export const LEARNER = { id: 7, username: 'anna', role: 'user' } as const;

let nextWordId = 5000;

/** e.g. makeWords(3, 'cat') → cat1/слово1 … */
export function makeWords(count: number, stem = 'word') {
  return Array.from({ length: count }, (_, i) => ({ id: nextWordId++, english: `${stem}${i + 1}`, russian: `слово${i + 1}` }));
}

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

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9а-яё]+/gi, '-')
    .replace(/^-|-$/g, '');

const displayKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const notFound = { status: 404, body: { error: MY_VOCABULARY_MESSAGES.categoryNotFound } };

export function fakeAdminVocabularyServer(options: FakeAdminServerOptions = {}) {
  const tags = (options.tags ?? ['travel', 'food', 'verbs', 'beginner']).map((name, index) => fakeTag(name, index + 1));
  const categoryTag = (name: string): CategoryTag => {
    const tag = tags.find((t) => t.name === name) ?? fakeTag(name, 900 + tags.length);
    return { id: tag.id, name: tag.name, display_name: tag.display_name, color: null, icon: null, is_system: false };
  };
  const categories: FakeAdminCategory[] = (options.categories ?? []).map((partial, index) => {
    const id = partial.id ?? index + 1;
    const display = partial.display_name ?? `Category ${id}`;
    return {
      id,
      name: partial.name ?? slug(display),
      display_name: display,
      privacy: partial.privacy ?? (partial.owner ? 'private' : 'shared'),
      owner: partial.owner ?? null,
      created_at: partial.created_at ?? new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
      is_approved_list: partial.is_approved_list ?? false,
      tags: (partial.tags ?? []).map(categoryTag),
      // Copies: a test's writes must not change the fixtures the next test starts from.
      words: (partial.words ?? []).map((word) => ({ ...word })),
    };
  });
  let nextId = Math.max(0, ...categories.map((c) => c.id)) + 1;

  /** As presentCategory builds it for an admin viewer (schemas/vocabulary.ts categorySummarySchema). */
  const summary = (c: FakeAdminCategory): CategorySummary => ({
    id: c.id,
    name: c.name,
    display_name: c.display_name,
    description: null,
    privacy: c.privacy,
    user_id: c.owner?.id ?? null,
    user: c.owner ? { username: c.owner.username } : null,
    created_at: c.created_at,
    updated_at: c.created_at,
    word_count: c.words.length,
    tags: c.tags,
    is_approved_list: c.is_approved_list,
    isApprovedList: c.is_approved_list,
    can_edit: true,
    can_delete: true,
  });

  function list(query: URLSearchParams) {
    const search = (query.get('search') ?? '').toLowerCase();
    const kind = query.get('tag') ?? 'all';
    const wanted = (query.get('tags') ?? '').split(',').filter(Boolean);
    const approval = query.get('isApprovedList');
    const creator = query.get('creator') ?? 'all';
    const sortBy = query.get('sortBy') ?? 'name';
    const order = query.get('sortOrder') === 'DESC' ? -1 : 1;
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const byAdmin = (c: FakeAdminCategory) => c.owner === null || c.owner.role === 'admin';
    const matching = categories
      .filter((c) => !search || c.name.toLowerCase().includes(search) || c.display_name.toLowerCase().includes(search))
      .filter((c) => kind === 'all' || (kind === 'pre-built' ? c.owner === null : c.owner !== null))
      .filter((c) => wanted.every((name) => c.tags.some((tag) => tag.name === name)))
      .filter((c) => approval === null || c.is_approved_list === (approval === 'true'))
      .filter((c) => creator === 'all' || (creator === 'admin' ? byAdmin(c) : !byAdmin(c)))
      .sort((a, b) => {
        const key = (c: FakeAdminCategory) =>
          sortBy === 'word_count' ? c.words.length : sortBy === 'created_at' ? c.created_at : c.display_name.toLowerCase();
        const [x, y] = [key(a), key(b)];
        return x < y ? -order : x > y ? order : a.id - b.id;
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
    };
  }

  const byId = (id: string) => categories.find((c) => c.id === Number(id));
  const wordById = (id: string) => {
    for (const category of categories) {
      const word = category.words.find((w) => w.id === Number(id));
      if (word) return { category, word };
    }
    return null;
  };

  function answer(call: RecordedCall, path: string, query: URLSearchParams): StubAnswer {
    const body = (call.body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (call.method === 'GET' && path === '/api/vocabulary/categories') return { body: list(query) };
    if (call.method === 'GET' && path === '/api/tags') return { body: { tags } };
    if (call.method === 'GET' && (match = /^\/api\/vocabulary\/category\/([^/]+)$/.exec(path))) {
      const category = categories.find((c) => c.name === decodeURIComponent(match![1]!));
      if (!category) return notFound;
      return { body: { words: category.words.map((w) => ({ ...w, category: category.name, part_of_speech: 'noun' })) } };
    }
    if (call.method === 'POST' && path === '/api/vocabulary/categories') {
      const display = String(body.categoryName ?? '').trim();
      const system = body.tag === 'pre-built';
      const owner = system ? null : ADMIN;
      const clash = categories.find(
        (c) => (c.owner?.id ?? null) === (owner?.id ?? null) && displayKey(c.display_name) === displayKey(display),
      );
      if (clash) {
        const error = system
          ? ADMIN_VOCABULARY_MESSAGES.duplicateSystemCategoryName(clash.display_name)
          : MY_VOCABULARY_MESSAGES.duplicateCategoryName(clash.display_name);
        return { status: 409, body: { error } };
      }
      const id = nextId++;
      categories.push({
        id,
        name: slug(display),
        display_name: display,
        privacy: system ? 'shared' : 'private',
        owner,
        created_at: new Date(Date.UTC(2025, 0, id)).toISOString(),
        is_approved_list: body.isApprovedList === true,
        tags: [],
        words: [],
      });
      return { status: 201, body: { message: MY_VOCABULARY_MESSAGES.categoryCreated, categoryId: id } };
    }
    if (call.method === 'DELETE' && (match = /^\/api\/vocabulary\/categories\/([^/]+)$/.exec(path))) {
      const category = categories.find((c) => c.name === decodeURIComponent(match![1]!));
      if (!category) return notFound;
      categories.splice(categories.indexOf(category), 1);
      return { body: { message: MY_VOCABULARY_MESSAGES.categoryDeleted } };
    }
    if (call.method === 'PUT' && (match = /^\/api\/vocabulary-admin\/categories\/(\d+)\/approved$/.exec(path))) {
      const category = byId(match[1]!);
      if (!category) return notFound;
      category.is_approved_list = body.isApproved === true;
      return {
        body: {
          message: category.is_approved_list
            ? ADMIN_VOCABULARY_MESSAGES.categoryApproved
            : ADMIN_VOCABULARY_MESSAGES.categoryUnapproved,
        },
      };
    }
    if (call.method === 'PUT' && (match = /^\/api\/vocabulary-admin\/categories\/(\d+)$/.exec(path))) {
      const category = byId(match[1]!);
      if (!category) return notFound;
      const newName = String(body.newName ?? '').trim();
      const problem = renameCategoryError(newName, category);
      if (problem !== null) return { status: 400, body: { error: problem } };
      category.display_name = newName;
      // A learner's (or the admin's own) category gets a key from its new name; a system one keeps its key.
      if (category.owner) category.name = slug(newName);
      return { body: { message: MY_VOCABULARY_MESSAGES.categoryRenamed } };
    }
    if (call.method === 'POST' && path === '/api/vocabulary-admin/cache/clear') {
      return { body: { message: ADMIN_VOCABULARY_MESSAGES.cacheCleared } };
    }
    if ((match = /^\/api\/vocabulary\/words\/(\d+)$/.exec(path))) {
      const found = wordById(match[1]!);
      if (!found) return { status: 404, body: { error: MY_VOCABULARY_MESSAGES.wordNotFound } };
      if (call.method === 'PUT') {
        found.word.english = String(body.english);
        found.word.russian = String(body.russian);
        return {
          body: {
            message: MY_VOCABULARY_MESSAGES.wordUpdated,
            word: { ...found.word, part_of_speech: 'noun', category_id: found.category.id, category: found.category.name },
          },
        };
      }
      if (call.method === 'DELETE') {
        found.category.words.splice(found.category.words.indexOf(found.word), 1);
        return { body: { message: MY_VOCABULARY_MESSAGES.wordDeleted } };
      }
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
          message: MY_VOCABULARY_MESSAGES.wordsAdded(words.length),
          added: words.length,
          words: words.map((w) => ({ ...w, part_of_speech: 'noun', category_id: category.id, category: category.name })),
          skipped: [],
        },
      };
    }
    return { status: 404, body: { error: 'Not found' } };
  }

  const server = stubFakeServer(answer);

  return {
    ...server,
    categories,
    tags,
    /**
     * The query of each request for the editor's list (always with a page), as an object. The
     * lookups that follow a create or rename (a search without a page) are left out.
     */
    listQueries: () => server.queriesTo('GET /api/vocabulary/categories').filter((query) => 'page' in query),
  };
}
