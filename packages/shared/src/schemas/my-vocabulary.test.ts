import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MY_VOCABULARY_MESSAGES } from '../limits/my-vocabulary';
import {
  addUserWordRequestSchema,
  batchAddWordsRequestSchema,
  batchAddWordsResponseSchema,
  categoryTagIdsRequestSchema,
  categoryTagsParamsSchema,
  createUserCategoryRequestSchema,
  deleteUserCategoryResponseSchema,
  editUserWordRequestSchema,
  renameUserCategoryRequestSchema,
  tagsResponseSchema,
  updatePrivacyRequestSchema,
  userCategoryListQuerySchema,
  userCategoryListResponseSchema,
  userVocabularyResponseSchema,
  userWordParamsSchema,
} from './my-vocabulary';

/** The message the server would answer with: the first issue's. */
function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('id parameters', () => {
  it('turn digits into numbers', () => {
    expect(userWordParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(categoryTagsParamsSchema.parse({ categoryId: '2147483647' })).toEqual({ categoryId: 2147483647 });
  });

  it.each(['0', '-1', '1.5', 'abc', '', '01', '2147483648', '99999999999'])('refuse %j with a clear message', (id) => {
    expect(firstError(userWordParamsSchema, { id })).toBe('id must be a positive whole number');
  });

  it('name categoryId in its message', () => {
    expect(firstError(categoryTagsParamsSchema, { categoryId: 'x' })).toBe('categoryId must be a positive whole number');
  });
});

describe('word requests', () => {
  it('clean both sides and default the part of speech to noun', () => {
    expect(addUserWordRequestSchema.parse({ categoryName: ' food ', english: "  don't ", russian: 'ёж;' })).toEqual({
      categoryName: 'food',
      english: 'dont',
      russian: 'ёж',
      part_of_speech: 'noun',
    });
  });

  it('accept a part of speech in any case, or null', () => {
    const base = { categoryName: 'food', english: 'run', russian: 'бежать' };
    expect(addUserWordRequestSchema.parse({ ...base, part_of_speech: ' Verb ' }).part_of_speech).toBe('verb');
    expect(addUserWordRequestSchema.parse({ ...base, part_of_speech: null }).part_of_speech).toBe('noun');
    expect(firstError(addUserWordRequestSchema, { ...base, part_of_speech: 'thing' })).toBe(
      'part_of_speech must be one of noun, verb, adjective, adverb, preposition, pronoun, conjunction, interjection',
    );
  });

  it('name the failing side', () => {
    expect(firstError(editUserWordRequestSchema, { english: 'a@b', russian: 'x' })).toBe(
      'English word is invalid: use 1–100 letters, digits, spaces and - . , ! ? ( )',
    );
    expect(firstError(editUserWordRequestSchema, { english: 'cat', russian: ' <> ' })).toBe('Russian word cannot be empty');
    expect(firstError(editUserWordRequestSchema, { english: 'cat', russian: 'я'.repeat(101) })).toBe(
      'Russian word must be at most 100 characters',
    );
    expect(firstError(editUserWordRequestSchema, { english: 'cat' })).toBe('Russian word is required');
    expect(firstError(editUserWordRequestSchema, { english: 5, russian: 'x' })).toBe('English word is required');
  });

  it('need a category name', () => {
    expect(firstError(addUserWordRequestSchema, { categoryName: '  ', english: 'a', russian: 'б' })).toBe(
      'Category name cannot be empty',
    );
  });
});

describe('category requests', () => {
  it('create: a trimmed display name of 1 to 50 characters; the form tag is ignored', () => {
    expect(createUserCategoryRequestSchema.parse({ categoryName: '  Food  ', tag: 'user' })).toEqual({ categoryName: 'Food' });
    expect(firstError(createUserCategoryRequestSchema, { categoryName: ' ' })).toBe('Category name cannot be empty');
    expect(firstError(createUserCategoryRequestSchema, {})).toBe('Category name cannot be empty');
    expect(firstError(createUserCategoryRequestSchema, { categoryName: 'x'.repeat(51) })).toBe(
      'Category name must be at most 50 characters',
    );
  });

  it('rename: display_name wins over name; name alone is a fallback', () => {
    expect(renameUserCategoryRequestSchema.parse({ name: 'Old', display_name: ' New ' })).toEqual({ display_name: 'New' });
    expect(renameUserCategoryRequestSchema.parse({ name: 'Only name' })).toEqual({ display_name: 'Only name' });
    expect(firstError(renameUserCategoryRequestSchema, { name: 'Valid', display_name: '' })).toBe(
      'Category name cannot be empty',
    );
    expect(firstError(renameUserCategoryRequestSchema, {})).toBe('Category name cannot be empty');
  });

  it('privacy: private or shared', () => {
    expect(updatePrivacyRequestSchema.parse({ privacy: 'shared' })).toEqual({ privacy: 'shared' });
    expect(firstError(updatePrivacyRequestSchema, { privacy: 'public' })).toBe("privacy must be 'private' or 'shared'");
  });

  it('list query: the public list pieces without tag and isApprovedList', () => {
    expect(userCategoryListQuerySchema.parse({ tags: 'a, b', page: '2', tag: 'user', isApprovedList: 'x' })).toEqual({
      page: 2,
      limit: 10,
      sortBy: 'name',
      sortOrder: 'ASC',
      tags: ['a', 'b'],
    });
    const elevenTags = Array.from({ length: 11 }, (_, i) => `t${i}`).join(',');
    expect(firstError(userCategoryListQuerySchema, { tags: elevenTags })).toBe('You can filter by at most 10 tags');
  });
});

describe('batch request', () => {
  const pair = { english: 'cat', russian: 'кошка' };

  it('takes 1 to 1000 pairs and leaves their sides for partitionWordPairs', () => {
    expect(batchAddWordsRequestSchema.parse({ categoryId: 3, pairs: [{ english: 'a@b', russian: '' }] })).toEqual({
      categoryId: 3,
      pairs: [{ english: 'a@b', russian: '', part_of_speech: 'noun' }],
    });
    expect(batchAddWordsRequestSchema.safeParse({ categoryId: 3, pairs: Array(1000).fill(pair) }).success).toBe(true);
  });

  it.each([
    [{ categoryId: 3, pairs: [] }, MY_VOCABULARY_MESSAGES.pairsInvalid],
    [{ categoryId: 3, pairs: Array(1001).fill(pair) }, MY_VOCABULARY_MESSAGES.pairsInvalid],
    [{ categoryId: 3 }, MY_VOCABULARY_MESSAGES.pairsInvalid],
    [{ categoryId: 3, pairs: ['cat - кошка'] }, MY_VOCABULARY_MESSAGES.pairInvalid],
    [{ categoryId: 3, pairs: [{ english: 'cat' }] }, MY_VOCABULARY_MESSAGES.pairInvalid],
    [{ categoryId: '3', pairs: [pair] }, 'categoryId must be a positive whole number'],
    [{ categoryId: 0, pairs: [pair] }, 'categoryId must be a positive whole number'],
    [{ categoryId: 2 ** 31, pairs: [pair] }, 'categoryId must be a positive whole number'],
  ])('refuses %j', (body, message) => {
    expect(firstError(batchAddWordsRequestSchema, body)).toBe(message);
  });
});

describe('tag ids', () => {
  it('takes 1 to 50 different positive ids', () => {
    expect(categoryTagIdsRequestSchema.parse({ tagIds: [3, 1] })).toEqual({ tagIds: [3, 1] });
    expect(categoryTagIdsRequestSchema.safeParse({ tagIds: Array.from({ length: 50 }, (_, i) => i + 1) }).success).toBe(true);
  });

  it.each([
    [{ tagIds: [] }, 'tagIds must be a list of 1 to 50 tag ids'],
    [{ tagIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'tagIds must be a list of 1 to 50 tag ids'],
    [{}, 'tagIds must be a list of 1 to 50 tag ids'],
    [{ tagIds: [1, 1] }, 'tagIds must not repeat a tag id'],
    [{ tagIds: [1.5] }, 'Each tag id must be a positive whole number'],
    [{ tagIds: ['1'] }, 'Each tag id must be a positive whole number'],
  ])('refuses %j', (body, message) => {
    expect(firstError(categoryTagIdsRequestSchema, body)).toBe(message);
  });
});

describe('answers', () => {
  const category = {
    id: 1,
    name: 'user-1-food',
    display_name: 'Food',
    description: null,
    privacy: 'private',
    user_id: 1,
    user: { username: 'ann' },
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    word_count: 0,
    tags: [],
    is_approved_list: false,
    isApprovedList: false,
    can_edit: true,
    can_delete: true,
  };

  it('describe the vocabulary map, the list page with sharing counts, batches and tags', () => {
    expect(
      userVocabularyResponseSchema.safeParse({
        'user-1-food': [{ id: 1, english: 'cat', russian: 'кошка', part_of_speech: 'noun', image: null, sound: null }],
        'user-1-empty': [],
      }).success,
    ).toBe(true);
    const page = {
      categories: [category],
      totalCount: 1,
      totalPages: 1,
      hasNextPage: false,
      hasPreviousPage: false,
      page: 1,
      limit: 10,
    };
    expect(userCategoryListResponseSchema.safeParse({ ...page, sharedCount: 0, sharedLimit: 10 }).success).toBe(true);
    expect(userCategoryListResponseSchema.safeParse(page).success).toBe(false);
    expect(
      batchAddWordsResponseSchema.safeParse({
        message: MY_VOCABULARY_MESSAGES.wordsAdded(1),
        added: 1,
        words: [
          {
            id: 9,
            english: 'cat',
            russian: 'кошка',
            part_of_speech: 'noun',
            image: null,
            sound: null,
            category_id: 1,
            category: 'user-1-food',
          },
        ],
        skipped: [{ index: 1, english: 'cat', russian: 'кошка', reason: 'duplicate' }],
      }).success,
    ).toBe(true);
    expect(
      tagsResponseSchema.safeParse({
        tags: [
          {
            id: 1,
            name: 'a1',
            display_name: 'A1',
            description: null,
            color: '#fff',
            icon: null,
            is_system: true,
            usage_count: 3,
          },
        ],
      }).success,
    ).toBe(true);
  });

  it('require "deleted" in the delete message', () => {
    expect(deleteUserCategoryResponseSchema.safeParse({ message: MY_VOCABULARY_MESSAGES.categoryDeleted }).success).toBe(true);
    expect(deleteUserCategoryResponseSchema.safeParse({ message: 'Removed' }).success).toBe(false);
  });
});

describe('messages', () => {
  it('keep the spec texts', () => {
    expect(MY_VOCABULARY_MESSAGES.shareLimit(10)).toBe('You can only share up to 10 categories.');
    expect(MY_VOCABULARY_MESSAGES.wordsAdded(3)).toBe('3 words added successfully!');
    expect(MY_VOCABULARY_MESSAGES.wordsAdded(1)).toBe('Word added successfully!');
    expect(MY_VOCABULARY_MESSAGES.createCategoryFailed('taken')).toBe('Failed to create category: taken');
    expect(MY_VOCABULARY_MESSAGES.createCategoryFailed()).toBe('Failed to create category');
    expect(MY_VOCABULARY_MESSAGES.addWordsFailed()).toBe('Failed to add words');
    expect(MY_VOCABULARY_MESSAGES.loadUserVocabularyFailed('boom')).toBe('Failed to load user vocabulary data: boom');
    expect(MY_VOCABULARY_MESSAGES.httpFailure(409, 'Conflict', '{"error":"x"}')).toBe('HTTP 409: Conflict - {"error":"x"}');
    expect(MY_VOCABULARY_MESSAGES.duplicateCategoryName('Food')).toBe('You already have a category named "Food"');
  });
});
