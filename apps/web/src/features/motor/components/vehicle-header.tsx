import { toDisplayDate, type TMotorQuoteResponse } from '@kavach/domain';
import { Link } from 'react-router';
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

/**
 * docs/product/review-payment-term-bike.md §2.12: the vehicle the plans are for, as the server knows it, with 'Edit
 * Details' back to the form.
 */
export function VehicleHeader({ config, state, vehicle, rto, ncbPercent }: Props) {
  const { entry } = state;
  const facts: [term: string, detail: string][] = [
    ['Registration', entry.registrationNumber ?? (entry.registrationDate ? 'Not given' : `New ${config.noun}`)],
  ];
  if (entry.registrationDate) facts.push(['Registered', toDisplayDate(entry.registrationDate)]);
  if (vehicle) facts.push(['Fuel', FUEL_LABELS[vehicle.fuel]]);
  facts.push(['RTO', rto ? `${rto.rto_code} ${rto.city}` : entry.rtoCode]);
  if (ncbPercent !== undefined && entry.registrationDate) facts.push(['No-claim bonus', `${ncbPercent}%`]);
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Your {config.kind === 'CAR' ? 'car' : 'two-wheeler'}
        </p>
        <h1 className="mt-0.5 text-xl font-bold break-words text-slate-900 sm:text-2xl">
          {vehicle ? `${vehicle.make} ${vehicle.model} ${vehicle.variant}` : 'Your quotes'}
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
        Edit Details
      </Link>
    </header>
  );
}
