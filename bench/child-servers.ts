/**
 * The servers under test run in child processes of their own, so the load generator (this process)
 * and the server never share an event loop. Every child is tracked and killed when this process
 * exits for whatever reason; the children also exit by themselves when their IPC channel closes
 * (this process died without cleaning up), so nothing is left listening.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReadyMessage } from './child-ready';

export interface RunningServer {
  port: number;
  pid: number;
  /** Stops the child gracefully (SIGTERM, so a CPU profile is written), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** Sends `message` over the IPC channel and waits for the child's next message of type `answerType`. */
  ask<T extends { type: string }>(message: unknown, answerType: T['type']): Promise<T>;
}

const running = new Set<ChildProcess>();

process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const STARTUP_TIMEOUT_MS = 60_000;

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function ask<T extends { type: string }>(child: ChildProcess, question: unknown, answerType: T['type']): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (answer: T) => {
      if (answer?.type !== answerType) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(answer);
    };
    const onExit = () => {
      child.off('message', onMessage);
      reject(new Error(`the child exited before answering ${answerType}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(question as never);
  });
}

/**
 * Forks `entry` (a TypeScript file beside this one) under tsx and waits for its ready message.
 * `initialMessage` is sent right after the fork (the baseline server gets its body this way).
 */
export function startChildServer(
  entry: string,
  options: { env?: NodeJS.ProcessEnv; extraExecArgv?: string[]; initialMessage?: unknown } = {},
): Promise<RunningServer> {
  const child = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(options.extraExecArgv ?? [])],
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await waitForExit(child, 10_000);
  };

  return new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${entry} did not start within ${STARTUP_TIMEOUT_MS / 1000} s`));
    }, STARTUP_TIMEOUT_MS);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited during start-up (exit code ${code ?? 'none'})`));
    };
    child.once('exit', onExit);
    child.on('message', (message: ReadyMessage) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({
        port: message.port,
        pid: child.pid as number,
        stop,
        ask: (question, answerType) => ask(child, question, answerType),
      });
    });
    if (options.initialMessage !== undefined) child.send(options.initialMessage as never);
  });
}
