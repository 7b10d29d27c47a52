/**
 * CPU time a process has used so far (all its threads, user + system), from /proc on Linux.
 * Throughput alone cannot tell a slow server from a starved load generator on a small machine;
 * the server's CPU time per request can, and it barely moves when other work shares the CPUs.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim());
    ticksPerSecond = Number.isInteger(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/** Seconds of CPU used by `pid`, or null where /proc is not available (macOS, Windows). */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / clockTicks() : null;
  } catch {
    return null;
  }
}
