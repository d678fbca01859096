import { useEffect, useState } from 'react';
import { fetchKycDocument } from '../api/kyc-reviews.ts';

/**
 * One KYC document as staff see it. An Aadhaar should arrive masked (only its last 4 digits readable): if more can
 * be read, reject it with "Aadhaar number not masked".
 */
export function KycDocument({
  journeyId,
  document,
}: {
  journeyId: string;
  document: { upload_id: string; doc_type: string; label: string; mime_type: string };
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let made: string | null = null;
    fetchKycDocument(journeyId, document.upload_id, abort.signal).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => {
        if (!abort.signal.aborted) setFailed(true);
      },
    );
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [journeyId, document.upload_id]);
  const aadhaar = document.doc_type.startsWith('AADHAAR');
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-3">
      <figcaption className="text-sm font-semibold text-slate-900">
        {document.label}
        {aadhaar && <span className="block font-normal text-slate-600">Should show only the last 4 digits</span>}
      </figcaption>
      {failed && <p className="mt-2 text-sm text-red-800">This document could not be loaded.</p>}
      {url && document.mime_type === 'APPLICATION_PDF' && (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
        >
          Open the PDF
        </a>
      )}
      {url && document.mime_type !== 'APPLICATION_PDF' && (
        <img src={url} alt={document.label} className="mt-2 max-h-80 w-full rounded-lg bg-slate-100 object-contain" />
      )}
    </figure>
  );
}
