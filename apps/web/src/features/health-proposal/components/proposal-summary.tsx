import {
  formatInr,
  lakhCroreLabel,
  parsePreQuoteDetails,
  toDisplayDate,
  type TAggregatedPremiumResponse,
  type TJourneyConfigResponse,
} from '@kavach/domain';
import { insureTitle, RELATION_LABELS as MEMBER_RELATION_LABELS } from '@kavach/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { localStore, sessionStore } from '../../../shared/lib/storage.ts';
import { NS } from '../i18n.ts';
import { relationTitle } from '../lib/member-tabs.ts';
import { totalPremiumLabel } from '../lib/total-premium-label.ts';

const RELATION_LABELS: Readonly<Record<string, string>> = MEMBER_RELATION_LABELS;

/**
 * docs/product/proposal-kyc.md §2: the left column 'Insure Myself' with the pre-quote answers (local storage
 * preQuoteDetails), titled for who is insured ('Insure your family', issue 17).
 * Once the journey config is known, the plan being bought is named too, so the buyer knows what they sign; and
 * (issue 17) its add-ons and total premium as the server prices the journey stay in view through every step.
 */
export function ProposalSummary({
  config,
  premium,
}: {
  config: TJourneyConfigResponse | undefined;
  premium: TAggregatedPremiumResponse | undefined;
}) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const summary = premium?.premium_summary;
  const addons = premium?.plan_premium_breakups[0]?.addons.filter((a) => a.is_opted === 'YES') ?? [];
  const details = useMemo(() => parsePreQuoteDetails(localStore.getJson('preQuoteDetails')), []);
  const quoteId = sessionStore.get('quote_id');
  // The chosen plan's cover (stored when the plan was opened) may differ from the cover first asked for.
  const cover = Number(sessionStore.get('coverage')) || details?.coverage;
  const members =
    details?.members.map((m) => ({
      name: m.name,
      relation: td(RELATION_LABELS[m.relation] ?? m.relation),
      age: t('summary.age', { age: m.age }),
      dob: m.dob,
    })) ??
    config?.members.map((m) => ({
      name: m.full_name,
      relation: relationTitle(m, config.members, { t, td }),
      age: '',
      dob: m.dob,
    })) ??
    [];
  const pincode = details
    ? `${details.pincode}${details.pincode_details ? `, ${details.pincode_details.district}` : ''}`
    : config?.prefill.pincode;
  return (
    <aside
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
        {td(insureTitle(details?.members ?? config?.members ?? []))}
      </h2>
      {config && (
        <p className="mt-1 text-sm text-slate-600">
          {config.plan_name} · {config.insurer_name}
        </p>
      )}
      <dl className="mt-4 space-y-3 text-sm">
        {members.length > 0 && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('summary.members')}</dt>
            <dd>
              <ul className="mt-1 space-y-1">
                {members.map((m, i) => (
                  <li key={i} className="flex flex-wrap justify-between gap-x-2">
                    <span className="font-medium text-slate-900">{m.name || m.relation}</span>
                    <span className="text-slate-600">
                      {m.relation}
                      {m.age && `, ${m.age}`}
                      <span className="sr-only"> {t('summary.born', { date: toDisplayDate(m.dob) })}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {pincode && (
          <div className="flex justify-between gap-2 border-t border-slate-100 pt-3">
            <dt className="text-slate-500">{t('summary.pincode')}</dt>
            <dd className="text-right font-medium text-slate-900">{pincode}</dd>
          </div>
        )}
        {cover && (
          <div className="flex justify-between gap-2 border-t border-slate-100 pt-3">
            <dt className="text-slate-500">{t('summary.cover')}</dt>
            <dd className="text-right font-medium text-slate-900">{td(lakhCroreLabel(cover))}</dd>
          </div>
        )}
        {premium && (
          <div className="flex justify-between gap-2 border-t border-slate-100 pt-3">
            <dt className="text-slate-500">{t('summary.addons')}</dt>
            <dd className="text-right font-medium text-slate-900">
              {addons.length > 0 ? addons.map((a) => td(a.display_name)).join(', ') : t('summary.none')}
            </dd>
          </div>
        )}
        {summary && (
          <div className="flex items-baseline justify-between gap-2 border-t border-slate-100 pt-3">
            <dt className="text-slate-500">{totalPremiumLabel(t, summary.period_years)}</dt>
            <dd className="text-right text-lg font-bold text-slate-900">{formatInr(summary.total_premium)}</dd>
          </div>
        )}
      </dl>
      {quoteId && (
        <Link
          to={`/health-insurance/quote-list?quote_id=${encodeURIComponent(quoteId)}`}
          className="mt-4 inline-block rounded-md text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('summary.backToPlans')}
        </Link>
      )}
    </aside>
  );
}
