import { toDisplayDate, type TMotorQuoteResponse } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NS } from '../i18n.ts';
import type { MotorKindConfig } from '../lib/motor-kind.ts';
import type { MotorListState } from '../lib/motor-state.ts';
import { FUEL_LABELS } from '../lib/vehicle-pickers.ts';

type Props = {
  config: MotorKindConfig;
  state: MotorListState;
  vehicle: TMotorQuoteResponse['vehicle'] | undefined;
  rto: TMotorQuoteResponse['rto'] | undefined;
  ncbPercent: number | undefined;
};

const TEXTS = {
  TWO_WHEELER: { your: 'vehicleHeader.your.bike', newVehicle: 'vehicleHeader.newVehicle.bike' },
  CAR: { your: 'vehicleHeader.your.car', newVehicle: 'vehicleHeader.newVehicle.car' },
} as const;

/**
 * docs/product/review-payment-term-bike.md §2.12: the vehicle the plans are for, as the server knows it, with 'Edit
 * Details' back to the form.
 */
export function VehicleHeader({ config, state, vehicle, rto, ncbPercent }: Props) {
  const { t } = useTranslation(NS);
  const texts = TEXTS[config.kind];
  const { entry } = state;
  const facts: [term: string, detail: string][] = [
    [
      t('vehicleHeader.registration'),
      entry.registrationNumber ?? (entry.registrationDate ? t('vehicleHeader.notGiven') : t(texts.newVehicle)),
    ],
  ];
  if (entry.registrationDate) facts.push([t('vehicleHeader.registered'), toDisplayDate(entry.registrationDate)]);
  if (vehicle) facts.push([t('vehicleHeader.fuel'), t(FUEL_LABELS[vehicle.fuel])]);
  facts.push([t('vehicleHeader.rto'), rto ? `${rto.rto_code} ${rto.city}` : entry.rtoCode]);
  if (ncbPercent !== undefined && entry.registrationDate) facts.push([t('vehicleHeader.ncb'), `${ncbPercent}%`]);
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(texts.your)}</p>
        <h1 className="mt-0.5 text-xl font-bold break-words text-slate-900 sm:text-2xl">
          {vehicle ? `${vehicle.make} ${vehicle.model} ${vehicle.variant}` : t('vehicleHeader.quotes')}
        </h1>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          {facts.map(([term, detail]) => (
            <div key={term} className="flex gap-1.5">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Link
        to={config.entryPath}
        state={state}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('vehicleHeader.edit')}
      </Link>
    </header>
  );
}
