import type { TwoWheelerVehicleData } from '@kavach/domain/bike/vehicle-data';
import { Link } from 'react-router';
import { BIKE_ENTRY_PATH } from '../lib/bike-paths.ts';

/** spec 3 §2.12: the bike the plans are for, with 'Edit Details' back to the prefilled form. */
export function VehicleHeader({ vehicle }: { vehicle: TwoWheelerVehicleData }) {
  const facts: [term: string, detail: string][] = [
    ['Registration', vehicle.registrationNumber || 'New bike'],
    ['Fuel', vehicle.fuelType],
    ['RTO', vehicle.rto],
  ];
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Your two-wheeler</p>
        <h1 className="mt-0.5 text-xl font-bold break-words text-slate-900 sm:text-2xl">
          {vehicle.make} {vehicle.model} {vehicle.variant}
        </h1>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          {facts.map(([term, detail]) => (
            <div key={term} className="flex gap-1.5">
              <dt className="text-slate-500">{term}</dt>
              <dd className="font-medium text-slate-900">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Link
        to={BIKE_ENTRY_PATH}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Edit Details
      </Link>
    </header>
  );
}
