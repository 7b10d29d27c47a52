import { useEffect, useState } from 'react';

/** An object URL for `blob` while it is shown (revoked when it changes or the component goes); null without one. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(blob);
    setUrl({ blob, url: made });
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url && url.blob === blob ? url.url : null;
}
