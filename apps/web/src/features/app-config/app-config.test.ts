import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { stubFetch } from '@/test/fetch-stub';
import { getAppConfig } from './index';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /api/config', () => {
  it('resolves the public settings', async () => {
    const config = { version: '1.2.0', support: { cardTransfer: '0000 1111', bankTransfer: null } };
    stubFetch({ 'GET /api/config': { body: config } });
    await expect(getAppConfig()).resolves.toEqual(config);
  });

  it('refuses an answer without the support details instead of showing empty ones', async () => {
    stubFetch({ 'GET /api/config': { body: { version: '1.2.0' } } });
    const error = await getAppConfig().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation' });
  });
});
