import { describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../test';
import { REVOCATION_MEMORY_MS, createSessionRevocations } from './session-revocations';

/** This instance's copy of the recent sign-outs (session-revocations.ts), on its own. */

const A = '3b241101-e2bb-4255-8caf-4136c566a962';
const B = '9a1c3f1e-52b4-4a64-9d2e-0c9a8b7f6e5d';

describe('session revocations', () => {
  it('cannot answer until it is complete: the caller asks the database', () => {
    const revocations = createSessionRevocations(createTestClock());
    revocations.remember([A]);
    expect(revocations.isRevoked(A)).toBeNull();
    revocations.setComplete(true);
    expect(revocations.isRevoked(A)).toBe(true);
    expect(revocations.isRevoked(B)).toBe(false);
    revocations.setComplete(false);
    expect(revocations.isRevoked(B)).toBeNull();
  });

  it('remembers a sign-out for as long as a token of it can still be presented, then forgets it', () => {
    const clock = createTestClock();
    const revocations = createSessionRevocations(clock);
    revocations.setComplete(true);
    revocations.remember([A], clock.now().getTime() - 1_000);
    clock.advance(REVOCATION_MEMORY_MS - 1_000);
    expect(revocations.isRevoked(A)).toBe(true);
    clock.advance(1);
    expect(revocations.isRevoked(A)).toBe(false);
  });

  it('tells the other instances of its own sign-outs before answering, and remembers them itself', async () => {
    const revocations = createSessionRevocations(createTestClock());
    revocations.setComplete(true);
    const announce = vi.fn(async (_ids: readonly string[]) => undefined);
    const remove = revocations.setAnnouncer(announce);
    await revocations.revoked([A]);
    expect(announce.mock.calls).toEqual([[[A]]]);
    expect(revocations.isRevoked(A)).toBe(true);
    await revocations.revoked([]);
    remove();
    await revocations.revoked([B]);
    // Nothing to say for no sessions, and nobody to tell once the bus is gone; still remembered here.
    expect(announce).toHaveBeenCalledTimes(1);
    expect(revocations.isRevoked(B)).toBe(true);
  });
});
