import type { VehicleKind } from '@kavach/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TickList } from '../../../shared/ui/tick-list.tsx';
import { NS } from '../i18n.ts';

// docs/product/review-payment-term-bike.md §2.12: the two boxes beside the plans. Every promise here is true of the
// page as built.
const TEXTS = {
  TWO_WHEELER: { idv: 'side.promiseIdv.bike', enter: 'side.howEnter.bike' },
  CAR: { idv: 'side.promiseIdv.car', enter: 'side.howEnter.car' },
} as const;

function SideBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function InsurancePromise({ kind, thirdPartyInForce }: { kind: VehicleKind; thirdPartyInForce: boolean }) {
  const { t } = useTranslation(NS);
  const promises = [
    t('side.promiseQuotes'),
    t('side.promiseGst'),
    t(TEXTS[kind].idv),
    // Own damage alone is sold beside a third-party cover in force, never a second one.
    thirdPartyInForce ? t('side.promiseOwnThirdParty') : t('side.promiseThirdParty'),
  ];
  return (
    <SideBox id="motor-promise-heading" title={t('side.promiseTitle')}>
      <TickList items={promises} className="mt-3 space-y-2 text-sm text-slate-700" />
    </SideBox>
  );
}

export function HowToBuyOnline({ kind }: { kind: VehicleKind }) {
  const { t } = useTranslation(NS);
  const steps = [t(TEXTS[kind].enter), t('side.howCompare'), t('side.howChoose'), t('side.howPolicy')];
  return (
    <SideBox id="motor-how-heading" title={t('side.howTitle')}>
      <ol className="mt-3 space-y-3 text-sm text-slate-700">
        {steps.map((step, i) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white"
            >
              {i + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </SideBox>
  );
}
