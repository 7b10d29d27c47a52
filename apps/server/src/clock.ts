/**
 * Time source for everything that reasons about expiry (tokens, grace windows, rate-limit
 * windows). Injected so tests can move time forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
