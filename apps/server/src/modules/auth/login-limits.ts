import type { FailureCounter } from '../../redis/failure-counter';

/**
 * Failed sign-ins, limited so that guessing is slow but nobody can lock an owner out
 * (OWASP Authentication cheat sheet: "account lockout" trade-off, "device cookies"). Three counts,
 * each over a fixed FAILED_LOGIN_WINDOW_MS window:
 *
 * 1. per address, over every account: MAX_FAILED_LOGINS wrong passwords, then that address waits
 *    (one client trying many accounts). Only failures count: a classroom behind one NAT signing in
 *    is not slowed down.
 * 2. per account and address: MAX_FAILED_LOGINS attempts without a success, then that address waits
 *    for that account. An attacker's failures therefore lock the attacker's address, not the owner's.
 * 3. per account from everywhere: ACCOUNT_MAX_FAILED_LOGINS wrong passwords, then the account
 *    refuses clients that never signed in to it — but not a browser holding the account's device
 *    cookie (a signed cookie set by a successful sign-in; see device-cookie.ts). This caps what a
 *    botnet of many addresses can try, while the owner's own browsers keep signing in.
 *
 * The account is what the typed name resolves to (a username and the email of one account share the
 * count); a name that matches nobody is counted under its normalised text, so an unknown name is
 * limited exactly like a known one and the 429 reveals nothing.
 *
 * Count 2 is taken before the password is checked (increment first, refuse over the limit), so a
 * burst of parallel guesses from one address gets exactly MAX_FAILED_LOGINS password checks; a
 * success starts it again (only more than 10 sign-ins to one account in flight at once from one
 * address would wait). Counts 1 and 3 are raised only by a wrong password and checked before (the
 * FailureCounter has no decrement): successes never count, so a class signing in to a shared account,
 * or the load test's 20 sign-ins a second, are never refused. A parallel burst from many addresses
 * can pass count 3 by what is in flight, each address still held to count 2.
 */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Five addresses' worth of MAX_FAILED_LOGINS: one attacking address can never reach it (its own
 * limit stops it at 10), so locking new browsers out of an account takes a distributed attack,
 * which this then caps at 50 guesses per 15 minutes (~4,800 a day) however many addresses it uses.
 */
export const ACCOUNT_MAX_FAILED_LOGINS = 5 * MAX_FAILED_LOGINS;
export const TOO_MANY_FAILED_LOGINS = 'Too many failed login attempts. Please try again later.';

export interface LoginAttempt {
  /** The account's key: `user:<id>` when the name is an account's, `name:<normalised name>` otherwise. */
  account: string;
  ip: string;
  /** The client holds this account's device cookie: it signed in to this account before. */
  knownDevice: boolean;
}

export interface LoginLimiter {
  /** Counts the attempt before the password is checked: seconds to wait when it is refused, else null. */
  admit(attempt: LoginAttempt): Promise<number | null>;
  /** A wrong password: counted against the address and the account. */
  recordFailure(attempt: LoginAttempt): Promise<void>;
  /** The right password: this address's count for the account starts again. */
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

const ipKey = (ip: string) => `login-fail:ip:${ip}`;
// The address first: it never holds a space, so the key cannot be read two ways whatever the name holds.
const accountIpKey = ({ account, ip }: LoginAttempt) => `login-attempt:account-ip:${ip} ${account}`;
const accountKey = ({ account }: LoginAttempt) => `login-fail:account:${account}`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createLoginLimiter(counter: FailureCounter): LoginLimiter {
  return {
    async admit(attempt) {
      const [byIp, byAccount] = await Promise.all([counter.peek(ipKey(attempt.ip)), counter.peek(accountKey(attempt))]);
      if (byIp.count >= MAX_FAILED_LOGINS) return seconds(byIp.ttlMs);
      if (!attempt.knownDevice && byAccount.count >= ACCOUNT_MAX_FAILED_LOGINS) return seconds(byAccount.ttlMs);
      const byAccountIp = await counter.increment(accountIpKey(attempt), FAILED_LOGIN_WINDOW_MS);
      return byAccountIp.count > MAX_FAILED_LOGINS ? seconds(byAccountIp.ttlMs) : null;
    },
    async recordFailure(attempt) {
      await Promise.all([
        counter.increment(ipKey(attempt.ip), FAILED_LOGIN_WINDOW_MS),
        counter.increment(accountKey(attempt), FAILED_LOGIN_WINDOW_MS),
      ]);
    },
    async recordSuccess(attempt) {
      await counter.reset(accountIpKey(attempt));
    },
  };
}
