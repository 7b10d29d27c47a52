import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-token';

const SECRET = 's'.repeat(40);
const subject = { id: 7, username: 'natasha', role: 'user' as const, token_version: 3 };
const SESSION = '3b241101-e2bb-4255-8caf-4136c566a962';
const claims = { userId: 7, tokenVersion: 3, sessionId: SESSION };

describe('access tokens: remembered verifications', () => {
  it('answers a token checked before from memory, and still refuses it once it expires', async () => {
    const clock = createTestClock('2025-01-01T00:00:00.000Z');
    const tokens = createAccessTokens(SECRET, clock);
    const { token } = await tokens.issue(subject, SESSION);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
    clock.advance(-60_000);
    // Forgotten when it expired, so back in time it is checked in full again (and valid again).
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('checks any other text in full: a changed character or another secret is refused after the original was remembered', async () => {
    const clock = createTestClock();
    const tokens = createAccessTokens(SECRET, clock);
    const { token } = await tokens.issue(subject, SESSION);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(flipped)).toBeNull();
    const other = createAccessTokens('o'.repeat(40), clock);
    expect(await other.verify(token)).toBeNull();
  });
});
