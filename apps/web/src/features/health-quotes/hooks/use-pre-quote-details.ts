import { parsePreQuoteDetails, preQuoteFromQuotationRequest, type PreQuoteDetails } from '@kavach/domain';
import { useEffect, useState } from 'react';
import { localStore } from '../../../shared/lib/storage.ts';
import { lookupPincode } from '../../../shared/api/lookup-pincode.ts';

/**
 * The pre-quote answers for the summary and re-quotes. docs/product/quotes.md §4: when they are missing locally (a
 * shared link, another browser) they are rebuilt from the quotation request after a pincode lookup, and stored.
 */
export function usePreQuoteDetails(request: Record<string, unknown> | null): PreQuoteDetails | null {
  const [details, setDetails] = useState<PreQuoteDetails | null>(() =>
    parsePreQuoteDetails(localStore.getJson('preQuoteDetails')),
  );
  useEffect(() => {
    if (details || !request) return;
    let cancelled = false;
    const pincode = String(request.pincode ?? '');
    void lookupPincode(pincode)
      .then((place) => ({ district: place.district, state: place.state }))
      .catch(() => null)
      .then((place) => {
        if (cancelled) return;
        const rebuilt = preQuoteFromQuotationRequest(request, place);
        if (!rebuilt) return;
        localStore.setJson('preQuoteDetails', rebuilt);
        localStore.setJson('selectedMember', rebuilt.members);
        setDetails(rebuilt);
      });
    return () => {
      cancelled = true;
    };
  }, [details, request]);
  return details;
}
