/**
 * Runs `task` once the page has nothing more urgent to do (requestIdleCallback, or a short timeout
 * where it is missing); returns a cancel function. For work ahead of need, such as fetching code a
 * click may soon want, that must not compete with the first screen.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
