import { formatInr, MOTOR_ADDON_LABELS, type PlanFact, type TMotorQuote } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { FactTiles } from '../../../shared/ui/display-constants.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { CompareToggle } from '../../../shared/quotes/compare-toggle.tsx';
import { NS } from '../i18n.ts';
import { premiumBreakup } from '../lib/motor-request.ts';

type Priced = Extract<TMotorQuote, { eligible: true }>;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** One insurer's quote: IDV, premium with GST, its breakup as the server priced it, and Buy Now. */
type Props = {
  quote: Priced;
  planLabel: string;
  onBuy: () => void;
  buying: boolean;
  disabled: boolean;
  /** Issue 48: the tick to compare it with up to two others. */
  compare: { chosen: boolean; full: boolean; onToggle: (insurerId: string) => void };
};

export function MotorQuoteCard({ quote, planLabel, onBuy, buying, disabled, compare }: Props) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const titleId = `motor-quote-${quote.insurer_id}`;
  const facts: PlanFact[] = [];
  if (quote.own_damage) facts.push({ label: t('quote.idv'), value: formatInr(quote.idv) });
  if (quote.third_party)
    facts.push({ label: t('quote.thirdParty'), value: t('quote.years', { count: quote.third_party.years }) });
  const unavailable = quote.addons.filter((a) => a.is_opted && !a.available);
  return (
    <article
      aria-labelledby={titleId}
      data-insurer={quote.insurer_id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <span
            aria-hidden="true"
            className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-sm font-bold text-brand-800"
          >
            {initials(quote.insurer_name)}
          </span>
          <div className="min-w-0">
            <h3 id={titleId} className="text-base leading-snug font-semibold text-slate-900 sm:text-lg">
              {quote.insurer_name}
            </h3>
            <p className="text-sm text-slate-600">{planLabel}</p>
          </div>
        </div>
        <FactTiles facts={facts} className="text-sm sm:w-64 sm:shrink-0" />
      </div>
      {unavailable.length > 0 && (
        <p className="mt-3 text-sm text-amber-900">
          {t('quote.notOffered', { addons: unavailable.map((a) => td(MOTOR_ADDON_LABELS[a.addon_type])).join(', ') })}
        </p>
      )}
      <details className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">{t('quote.breakup')}</summary>
        <dl className="mt-2 space-y-1">
          {premiumBreakup(quote, t, (type) => td(MOTOR_ADDON_LABELS[type])).map((line) => (
            <div
              key={line.label}
              className={`flex justify-between gap-3 ${line.kind === 'total' ? 'border-t border-slate-200 pt-1 font-bold text-slate-900' : line.kind === 'subtotal' ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
            >
              <dt>{line.label}</dt>
              <dd>{line.kind === 'discount' ? `− ${formatInr(line.amount)}` : formatInr(line.amount)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <CompareToggle planId={quote.insurer_id} planName={quote.insurer_name} {...compare} />
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p>
          <span className="text-xl font-bold text-slate-900" data-testid="total-premium">
            {formatInr(quote.total_premium)}
          </span>{' '}
          <span className="text-sm text-slate-600">{t('quote.inclGst')}</span>
        </p>
        <Button onClick={onBuy} disabled={disabled} aria-describedby={titleId} className="shrink-0">
          {buying ? t('quote.loading') : t('quote.buy')}
        </Button>
      </div>
    </article>
  );
}
