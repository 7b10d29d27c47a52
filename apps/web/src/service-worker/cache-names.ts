/**
 * Cache Storage names, read by the service worker and by the page (which empties the data cache when
 * the signed-in identity changes). Bump DATA_CACHE when the cached answers change shape.
 */
export const SHELL_CACHE_PREFIX = 'slovo-shell-';
export const DATA_CACHE = 'slovo-data-v1';
