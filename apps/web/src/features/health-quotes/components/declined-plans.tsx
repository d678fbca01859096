import type { TQuotationStatusResponse } from '@kavach/domain';
import { ELDER_RELATIONS } from '@kavach/domain/constants/health-members';
import type { SelectedMember } from '@kavach/domain/health/pre-quote-details';
import { isOneOf } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { NS } from '../i18n.ts';

type Props = {
  declined: TQuotationStatusResponse['plans_declined'];
  members: readonly SelectedMember[];
  /** Starts a quote for the parents (and grand-parents, in-laws) alone. */
  onEldersAlone: (elders: SelectedMember[]) => void;
};

const isElder = (m: SelectedMember) => isOneOf(ELDER_RELATIONS, m.relation);

/**
 * Issue 48: plans that dropped out of the list (18 of 22 for a family with a 70-year-old father) are said, with each
 * insurer's reason; when an entry age left the elders out of a family's plans, quoting them on their own is offered.
 */
export function DeclinedPlans({ declined, members, onEldersAlone }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  if (declined.length === 0) return null;
  const total = declined.reduce((sum, d) => sum + d.plans, 0);
  const elders = members.filter(isElder);
  const byAge = declined.some((d) => d.reason.startsWith('Adult entry age'));
  const offer = byAge && elders.length > 0 && elders.length < members.length;
  return (
    <section
      aria-labelledby="declined-plans-heading"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <h2 id="declined-plans-heading" className="font-semibold text-slate-900">
        {t('declined.heading', { count: total })}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {declined.map((d) => (
          <li key={d.reason}>{t('declined.reason', { reason: td(d.reason), count: d.plans })}</li>
        ))}
      </ul>
      {offer && (
        <p className="mt-3">
          {t('declined.eldersOwnPolicy')}{' '}
          <button
            type="button"
            onClick={() => onEldersAlone(elders)}
            className="text-left font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('declined.quoteElders', { names: elders.map((e) => e.name).join(t('declined.and')) })}
          </button>
        </p>
      )}
    </section>
  );
}
