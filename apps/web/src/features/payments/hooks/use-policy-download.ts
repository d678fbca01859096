import { MESSAGES, type JourneyVertical } from '@kavach/domain';
import { useState } from 'react';
import { showAlert } from '../../../shared/ui/alert-host.tsx';
import { downloadPolicy } from '../../../shared/api/download-policy.ts';

/**
 * Download Policy (docs/product/review-payment-term-bike.md §4.11), busy while the file comes, the spec's alert when it
 * cannot.
 */
export function usePolicyDownload() {
  const [busy, setBusy] = useState(false);
  const download = async (journeyId: string, policyNumber: string | null, vertical: JourneyVertical) => {
    setBusy(true);
    try {
      await downloadPolicy(journeyId, policyNumber, vertical);
    } catch (err) {
      console.error('Policy download failed', err);
      showAlert(MESSAGES.POLICY_DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
