import { useEffect, useState } from 'react';
import { fetchArtworkFile } from '../../api/artwork';

/**
 * An object URL of a file the server keeps behind the session (a thumbnail): an <img src> cannot
 * send the bearer token, so it is fetched and handed over as a blob. null until it arrives or if it fails.
 */
export function useArtworkFile(url: string | null) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let current: string | null = null;
    let live = true;
    fetchArtworkFile(url)
      .then(({ blob }) => {
        if (!live) return;
        current = URL.createObjectURL(blob);
        setObjectUrl(current);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (current) URL.revokeObjectURL(current);
      setObjectUrl(null);
    };
  }, [url]);
  return objectUrl;
}
