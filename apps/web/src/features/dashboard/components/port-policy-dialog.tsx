import { formatInr, lakhCroreLabel, toDisplayDate, VERTICAL_REGISTRY, type TPortOptionsResponse } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../shared/api/client.ts';
import { sessionStore } from '../../../shared/lib/storage.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { portOptionsQuery, portPolicy } from '../api/port-policy.ts';
import { NS } from '../i18n.ts';

/**
 * "Move to another insurer" on a health policy card at its renewal (issue 47, docs/product/renewals.md#portability):
 * the plans of other insurers for the same people and cover, with what portability keeps and what the new insurer
 * decides said first; choosing one opens its proposal's review, where the buyer checks the answers and pays.
 */
export function PortPolicyDialog({ policyNumber, planName }: { policyNumber: string; planName: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const options = useQuery({ ...portOptionsQuery(policyNumber), enabled: open });
  return (
    <>
      <Button
        variant="secondary"
        className="mt-4 mr-3"
        onClick={() => setOpen(true)}
        aria-label={t('port.triggerFor', { number: policyNumber })}
      >
        {t('port.trigger')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('port.title', { plan: planName })} wide>
        {options.data ? (
          <PortOptions offered={options.data} policyNumber={policyNumber} />
        ) : options.error ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {refusalMessage(options.error, t('port.failed'))}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t('port.finding')}</p>
        )}
      </Dialog>
    </>
  );
}

function PortOptions({ offered, policyNumber }: { offered: TPortOptionsResponse; policyNumber: string }) {
  const { t } = useTranslation(NS);
  const td = useDomainText();
  const navigate = useNavigate();
  const [moving, setMoving] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = async (planId: string) => {
    setMoving(planId);
    setRefusal(null);
    try {
      const { journey_id } = await portPolicy(policyNumber, planId);
      sessionStore.set('journey_id', journey_id);
      await navigate(`${VERTICAL_REGISTRY.HEALTH.reviewPath}?journey_id=${encodeURIComponent(journey_id)}`);
    } catch (err) {
      setRefusal(refusalMessage(err, t('port.moveFailed')));
      setMoving(null);
    }
  };
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>
        {t('port.continues', {
          start: toDisplayDate(offered.cover_start),
          since: toDisplayDate(offered.covered_since),
        })}
      </p>
      <p className="rounded-lg bg-amber-50 px-3 py-2 font-semibold text-amber-900">{t('port.underwrites')}</p>
      {offered.options.length === 0 ? (
        <p>{t('port.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {offered.options.map((o) => (
            <li key={o.plan_id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span>
                <span className="block font-semibold text-slate-900">{o.plan_name}</span>
                <span className="block text-slate-600">
                  {t('port.option', {
                    insurer: o.insurer_name,
                    cover: `₹${td(lakhCroreLabel(o.sum_insured))}`,
                    premium: formatInr(o.total_premium),
                  })}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => void move(o.plan_id)}
                disabled={moving !== null}
                aria-busy={moving === o.plan_id}
                aria-label={t('port.moveToPlan', { plan: o.plan_name, insurer: o.insurer_name })}
              >
                {moving === o.plan_id ? t('port.opening') : t('port.moveTo')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-600">{t('port.premiums')}</p>
      {refusal && (
        <p role="alert" className="font-semibold text-red-800">
          {refusal}
        </p>
      )}
    </div>
  );
}
