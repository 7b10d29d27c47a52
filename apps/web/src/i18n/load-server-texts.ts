import { loadTranslations, type LazyCatalogue, type Messages } from './define-messages';

let everyGroup: Promise<void> | undefined;

/**
 * Every shared group the server's texts come from, with its Russian, fetched once: before a
 * server's error reaches a Russian screen (the request client waits for it). The bundler keeps
 * only the groups the loaded code names, so a text of another group ("Tag 'x' already exists" on
 * a screen that never names the tag messages) would otherwise stay English. A failure (offline)
 * is tried again at the next error.
 */
export function loadServerTexts(): Promise<void> {
  // Every group read through the namespace: an import whose result goes unused is emptied by the bundler.
  // Not the barrel (index.ts): Home imports it, and its whole namespace would bring every group into Home.
  everyGroup ??= import('./shared/every-group')
    .then((groups) => loadTranslations('ru', Object.values(groups) as LazyCatalogue<Messages>[]))
    .catch((error: unknown) => {
      everyGroup = undefined;
      throw error;
    });
  return everyGroup;
}
