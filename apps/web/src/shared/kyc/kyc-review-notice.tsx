import { MESSAGES, type JourneyVertical, type TKycStatusResponse } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../i18n/use-domain-text.ts';
import { NS } from './i18n.ts';
import { kycStatusQuery } from './kyc-api.ts';

type ReviewState = Pick<TKycStatusResponse, 'kyc_status' | 'rejection'>;

/**
 * Issue 19: where staff's check of the uploaded documents stands, in the buyer's words — waiting (they may pay; the
 * policy follows the approval), or not accepted with what to upload again. Nothing for any other KYC state.
 */
export function KycReviewNotice({ kyc }: { kyc: ReviewState | null | undefined }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  if (kyc?.kyc_status === 'UNDER_REVIEW') {
    return (
      <div
        role="status"
        className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <p className="font-semibold">{t('review.underReview')}</p>
        <p className="mt-1">{td(MESSAGES.KYC_UNDER_REVIEW)}</p>
      </div>
    );
  }
  if (kyc?.kyc_status === 'REJECTED') {
    return (
      <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        <p className="font-semibold">{t('review.rejected')}</p>
        {kyc.rejection && (
          <p className="mt-1">
            {td(kyc.rejection.reason)}. {td(kyc.rejection.reupload)}
          </p>
        )}
      </div>
    );
  }
  return null;
}

/** The same notice for a journey, reading its KYC status (the review page mounts it beside its KYC row). */
export function JourneyKycReviewNotice({ journeyId, vertical }: { journeyId: string; vertical: JourneyVertical }) {
  const kyc = useQuery(kycStatusQuery(journeyId, vertical));
  return <KycReviewNotice kyc={kyc.data} />;
}
