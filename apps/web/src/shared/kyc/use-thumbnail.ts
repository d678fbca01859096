import { useEffect, useState } from 'react';
import { fetchUploadContent } from './kyc-api.ts';

export type Thumbnail = { kind: 'image'; url: string } | { kind: 'pdf' } | null;

const kindOf = (type: string) => (type.includes('pdf') ? 'pdf' : type.startsWith('image/') ? 'image' : null);

/**
 * The thumbnail of an uploaded slot: the file just chosen when there is one (no need to download what the
 * browser holds), else the stored file read back. PDFs show as an icon; while loading or on failure, nothing.
 */
export function useThumbnail(file: File | null, refId: string | null): Thumbnail {
  const [thumbnail, setThumbnail] = useState<Thumbnail>(null);
  // The reference matters only without a file: its arrival after an upload must not redraw the thumbnail.
  const storedRef = file ? null : refId;
  useEffect(() => {
    let url: string | null = null;
    const show = (blob: Blob) => {
      const kind = kindOf(blob.type);
      if (kind === 'image') {
        url = URL.createObjectURL(blob);
        setThumbnail({ kind, url });
      } else setThumbnail(kind === 'pdf' ? { kind } : null);
    };
    const controller = new AbortController();
    if (file) show(file);
    else if (storedRef) {
      fetchUploadContent(storedRef, controller.signal).then(
        (blob) => !controller.signal.aborted && show(blob),
        (err: unknown) => !controller.signal.aborted && console.error('Thumbnail failed', err),
      );
    }
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setThumbnail(null);
    };
  }, [file, storedRef]);
  return thumbnail;
}
