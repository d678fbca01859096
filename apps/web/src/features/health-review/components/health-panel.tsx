import type { TJourneyDetailsResponse, TKycStatusResponse } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import type { EditSection } from '../lib/edit-targets.ts';
import { declarationSummaries, existingDiseasesLabel, smokingLabel } from '../lib/display-values.ts';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { KycReviewNotice } from '../../../shared/kyc/kyc-review-notice.tsx';
import { EditButton, Panel, Row } from '../../../shared/ui/review-panel.tsx';
import { NS } from '../i18n.ts';

// The answers as the journey (or the fallback, lib/display-values.ts) words them, each as this namespace's key.
const YES_NO: Readonly<Record<string, 'health.yes' | 'health.no'>> = { Yes: 'health.yes', No: 'health.no' };

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
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const answer = (text: string) => {
    const key = YES_NO[text];
    return key ? t(key) : td(text);
  };
  const declarations = declarationSummaries(details?.medical.declarations ?? [], details?.members ?? []);
  const kycStatus = (kyc ?? details?.kyc)?.kyc_status;
  const kycDone = kycStatus === 'SUCCESS';
  return (
    <Panel title={t('health.title')} action={<EditButton label={t('health.edit')} onClick={() => onEdit('medical')} />}>
      <dl className="mt-3 text-sm">
        <Row label={t('health.smoking')} value={answer(smokingLabel(details?.medical))} />
        <Row label={t('health.existingDiseases')} value={answer(existingDiseasesLabel(details?.medical))} />
      </dl>
      {declarations.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-bold tracking-wide text-slate-700 uppercase">{t('health.declarations')}</h3>
          <dl className="mt-1 text-sm">
            {declarations.map((d) => (
              <Row
                key={d.memberId}
                label={td(d.name)}
                value={d.yes === 0 ? t('health.noConditions') : t('health.yesTo', { count: d.yes })}
              />
            ))}
          </dl>
        </>
      )}
      <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <h3 className="text-sm font-bold tracking-wide text-slate-700 uppercase">{t('health.kyc')}</h3>
        <EditButton label={t('health.editKyc')} onClick={() => onEdit('kyc')} />
      </div>
      <p className={`text-sm font-medium ${kycDone ? 'text-emerald-800' : 'text-amber-800'}`}>
        {kycDone ? t('health.verified') : kycStatus === 'UNDER_REVIEW' ? t('health.underReview') : t('health.pending')}
      </p>
      {/* Issue 19: documents staff are checking (the buyer may pay meanwhile), or refused with what to upload again. */}
      <KycReviewNotice kyc={kyc} />
    </Panel>
  );
}
