import type { TJourneyDetailsResponse, TKycStatusResponse } from '@kavach/domain';
import type { EditSection } from '../lib/edit-targets.ts';
import { declarationSummaries, existingDiseasesLabel, smokingLabel } from '../lib/display-values.ts';
import { KycReviewNotice } from '../../../shared/kyc/kyc-review-notice.tsx';
import { EditButton, Panel, Row } from '../../../shared/ui/review-panel.tsx';

type Props = {
  details: TJourneyDetailsResponse | undefined;
  kyc: TKycStatusResponse | undefined;
  onEdit: (section: EditSection) => void;
};

/**
 * docs/product/review-payment-term-bike.md §2.5 right panel: the health declaration in short, and where identity
 * verification stands.
 */
export function HealthPanel({ details, kyc, onEdit }: Props) {
  const declarations = declarationSummaries(details?.medical.declarations ?? [], details?.members ?? []);
  const kycStatus = (kyc ?? details?.kyc)?.kyc_status;
  const kycDone = kycStatus === 'SUCCESS';
  return (
    <Panel title="Health Details" action={<EditButton label="Edit health details" onClick={() => onEdit('medical')} />}>
      <dl className="mt-3 text-sm">
        <Row label="Smoking" value={smokingLabel(details?.medical)} />
        <Row label="Existing diseases" value={existingDiseasesLabel(details?.medical)} />
      </dl>
      {declarations.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-bold tracking-wide text-slate-700 uppercase">Declarations by member</h3>
          <dl className="mt-1 text-sm">
            {declarations.map((d) => (
              <Row key={d.memberId} label={d.name} value={d.summary} />
            ))}
          </dl>
        </>
      )}
      <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <h3 className="text-sm font-bold tracking-wide text-slate-700 uppercase">Identity (KYC)</h3>
        <EditButton label="Edit KYC documents" onClick={() => onEdit('kyc')} />
      </div>
      <p className={`text-sm font-medium ${kycDone ? 'text-emerald-800' : 'text-amber-800'}`}>
        {kycDone ? 'Verified' : kycStatus === 'UNDER_REVIEW' ? 'Under review' : 'Pending'}
      </p>
      {/* Issue 19: documents staff are checking (the buyer may pay meanwhile), or refused with what to upload again. */}
      <KycReviewNotice kyc={kyc} />
    </Panel>
  );
}
