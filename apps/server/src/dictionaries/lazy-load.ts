/**
 * A dictionary loaded on first use: the first caller starts the load, every caller meanwhile waits
 * for the same promise, and a failed load answers null from then on (the words get no facts from
 * that dictionary; a write never fails because a dictionary could not be read). The failure is
 * reported once as a process warning, which the server's log shows.
 */
export function lazyLoad<T>(name: string, load: () => Promise<T>): () => Promise<T | null> {
  let loading: Promise<T | null> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      process.emitWarning(`The ${name} dictionary could not be loaded: ${String(error)}`, 'DictionaryWarning');
      return null;
    });
    return loading;
  };
}
