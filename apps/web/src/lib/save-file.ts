/** A file fetched for the user to keep. */
export interface SavedFile {
  blob: Blob;
  fileName: string;
}

/** How long the file's object URL outlives the click: some browsers read it after the click returns. */
const REVOKE_DELAY_MS = 30_000;

/** Hands a file to the browser's download, as a link with `download` clicked once. */
export function saveFile({ blob, fileName }: SavedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
