/** Content negotiation of compressed answers, for the routes that compress their own bodies. */

/** Whether Accept-Encoding allows gzip: named (or `*`) without q=0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const entries = (Array.isArray(header) ? header.join(',') : header).split(',');
  let gzipQuality: number | null = null;
  let anyQuality: number | null = null;
  for (const entry of entries) {
    const [coding = '', ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (coding.trim() === 'gzip') gzipQuality = quality;
    else if (coding.trim() === '*') anyQuality = quality;
  }
  const quality = gzipQuality ?? anyQuality ?? 0;
  return Number.isFinite(quality) && quality > 0;
}
