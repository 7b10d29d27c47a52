// A worker thread of the off-thread pool (pool.ts). The server's code is TypeScript run through tsx;
// a worker starts as plain Node, so it registers tsx before loading the tasks.
import { register } from 'tsx/esm/api';

register();
const { TASKS } = await import('./tasks.ts');

/** Piscina calls this with what pool.ts sends: a task's name and its input. */
export default function runTask({ name, input }) {
  return TASKS[name](input);
}
