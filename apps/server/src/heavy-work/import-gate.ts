/**
 * Heavy imports take turns: at most `running` at once on a server, at most `waiting` more in line
 * (first come, first served), and anything beyond is refused at once, so memory stays bounded
 * however many arrive together. A place in line is taken before the body is read.
 */
export interface ImportTicket {
  /** Resolves when this import may run. */
  turn: Promise<void>;
  /** Frees the place, running or waiting; a second call does nothing. */
  leave(): void;
}

export interface ImportGate {
  /** A place in line, or null when the line is full. */
  enter(): ImportTicket | null;
}

export function createImportGate(limits: { running: number; waiting: number }): ImportGate {
  let running = 0;
  const line: Array<() => void> = [];

  const next = () => {
    while (running < limits.running && line.length > 0) {
      running += 1;
      line.shift()?.();
    }
  };

  return {
    enter() {
      if (running + line.length >= limits.running + limits.waiting) return null;
      let state: 'waiting' | 'running' | 'left' = 'waiting';
      let start!: () => void;
      const turn = new Promise<void>((resolve) => (start = resolve));
      const begin = () => {
        state = 'running';
        start();
      };
      line.push(begin);
      next();
      return {
        turn,
        leave() {
          if (state === 'running') running -= 1;
          else if (state === 'waiting') line.splice(line.indexOf(begin), 1);
          state = 'left';
          next();
        },
      };
    },
  };
}
