/**
 * Test-only: what the app handed the browser to save (lib/save-file.ts clicks a link to an object
 * URL). jsdom has no object URLs: stand-ins are installed here and removed by releaseDownloads().
 */
import { vi } from 'vitest';

export interface SavedDownload {
  fileName: string;
  blob: Blob;
}

/** Records every download from now on: the link's name and the blob behind its URL. */
export function captureDownloads(): SavedDownload[] {
  const saved: SavedDownload[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** After each test: the link's click and the object URL functions as jsdom has them. */
export function releaseDownloads(): void {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
}
