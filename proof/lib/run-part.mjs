// Runs one part of `npm run proof` as a child process: its whole output goes to a log file, the
// lines it marks as progress ("[sqlmap] …", "[load] …") also to the console with the part's name,
// and every line that is a JSON object is kept as the part's summary.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/**
 * @param {{ name: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv, logFile: string, echo?: boolean }} part
 * @returns {Promise<{ name: string, exitCode: number | null, seconds: number, summaries: object[], logFile: string }>}
 */
export function runPart(part) {
  const startedAt = performance.now();
  const log = createWriteStream(part.logFile);
  const summaries = [];
  let pending = '';
  const onLine = (line) => {
    const text = line.trim();
    if (text.startsWith('{') && text.endsWith('}')) {
      try {
        summaries.push(JSON.parse(text));
        return;
      } catch {
        // Not a summary after all: an ordinary line.
      }
    }
    if (part.echo && /^\[[a-z-]+\]/.test(text)) console.log(`[${part.name}] ${text.replace(/^\[[a-z-]+\]\s*/, '')}`);
  };
  return new Promise((resolve) => {
    const child = spawn(part.command, part.args, {
      cwd: part.cwd,
      env: { ...process.env, ...part.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onData = (chunk) => {
      log.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const finish = (exitCode) => {
      if (pending) onLine(pending);
      log.end();
      resolve({ name: part.name, exitCode, seconds: (performance.now() - startedAt) / 1000, summaries, logFile: part.logFile });
    };
    child.once('error', (error) => {
      log.write(`\n[proof] could not start ${part.command}: ${error.message}\n`);
      finish(null);
    });
    child.once('close', (code) => finish(code));
  });
}
