/**
 * Cache Storage names, read by the service worker and by the page (which empties the data cache when
 * the signed-in identity changes). Bump DATA_CACHE when the cached answers change shape.
 */
export const SHELL_CACHE_PREFIX = 'slovo-shell-';
export const DATA_CACHE = 'slovo-data-v1';
/** Words' pictures and sounds (issue 34), kept by their content's hash: a kept copy never goes stale. */
export const MEDIA_CACHE = 'slovo-media-v1';
/** The most files MEDIA_CACHE keeps; the oldest go first (a few rounds' worth, about 10–30 MB). */
export const MEDIA_CACHE_MAX_FILES = 600;
