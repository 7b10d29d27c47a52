/**
 * A failure at start-up that the operator can fix. server.ts prints its message as one line
 * (no stack trace) and exits with code 1, so the message must say what is wrong and what to do.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
