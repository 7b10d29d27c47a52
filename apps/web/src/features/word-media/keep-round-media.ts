/**
 * A round's pictures and sounds fetched once when it starts, so the service worker keeps them
 * (issue 34 §3): a sound is otherwise only fetched when played, and a round begun online would
 * lose it when the connection goes. Only under a service worker, which is what keeps them.
 */
export function keepRoundMedia(words: ReadonlyArray<{ image?: string | null; sound?: string | null }>): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  const urls = new Set(words.flatMap((word) => [word.image, word.sound]).filter((url): url is string => typeof url === 'string'));
  for (const url of urls) {
    void fetch(url, { credentials: 'same-origin' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}
