import type { TMotorEntryForm } from '@kavach/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { motorRtosQuery, motorVehiclesQuery } from '../api/motor-catalogue.ts';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { EMPTY_ENTRY_FORM, formFromEntry } from '../lib/entry-form.ts';
import type { MotorKindConfig } from '../lib/motor-kind.ts';
import { readEntryState, readLookupState } from '../lib/motor-state.ts';
import { NS } from '../i18n.ts';
import { MotorEntryForm } from './motor-entry-form.tsx';

const TEXTS = {
  TWO_WHEELER: { heading: 'entry.heading.bike', intro: 'entry.intro.bike' },
  CAR: { heading: 'entry.heading.car', intro: 'entry.intro.car' },
} as const;

/** Issue 18's entry page: a registry lookup or the catalogue's pickers, then the quote list. */
export function MotorEntryPage({ config }: { config: MotorKindConfig }) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const vehicles = useQuery(motorVehiclesQuery(config.kind));
  const rtos = useQuery(motorRtosQuery);
  // Edit Details brings the entry back in the page's history state.
  const [edited] = useState(() => readEntryState(location.state));
  // Or a number a refused proposal sent the buyer to quote as registered: looked up as the page opens.
  const [lookup] = useState(() => readLookupState(location.state));
  useScrollToTop();

  // The edited entry's pickers need the vehicle list: the form waits for it, as it starts from its first values. A
  // list that failed leaves the vehicle to choose again, under the form's alert, rather than loading for ever.
  let initial: TMotorEntryForm | null = lookup ? { ...EMPTY_ENTRY_FORM, registrationNumber: lookup } : EMPTY_ENTRY_FORM;
  if (edited) {
    const vehicle = vehicles.data?.find((v) => v.vehicle_id === edited.entry.vehicleId);
    initial = vehicles.data || vehicles.isError ? formFromEntry(edited.entry, vehicle) : null;
  }
  return (
    <section aria-labelledby="motor-heading" className="mx-auto max-w-2xl px-4 pt-8 pb-12 sm:pt-12">
      <header className="text-center">
        <h1 id="motor-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {t(TEXTS[config.kind].heading)}
        </h1>
        <p className="mt-2 text-base text-slate-600 sm:text-lg">{t(TEXTS[config.kind].intro)}</p>
      </header>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {initial === null ? (
          <LoadingDots label={t('entry.loading')} />
        ) : (
          <MotorEntryForm
            config={config}
            initial={initial}
            detailsShown={edited !== null}
            lookUpFirst={lookup !== null}
            vehicles={vehicles.data ?? []}
            rtos={rtos.data ?? []}
            listsFailed={vehicles.isError || rtos.isError}
          />
        )}
      </div>
    </section>
  );
}
