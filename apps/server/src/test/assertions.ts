import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The error handler's answer: this status and `{ "error": error }`, checked together so a failure shows both. */
export function expectError(response: LightMyRequestResponse, status: number, error: string): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { error } });
}

/** The error `work` rejects with, for checks on it (isUniqueViolation, a driver's code); fails if it resolves. */
export async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to be rejected');
}
