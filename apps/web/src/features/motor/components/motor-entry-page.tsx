import { todayIso } from '@kavach/domain/validation/dates';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingDots } from '../../../shared/ui/loading-dots.tsx';
import { motorRtosQuery, motorVehiclesQuery, type MotorVehicle } from '../api/motor-catalogue.ts';
import { useRegistrationLookup } from '../hooks/use-registration-lookup.ts';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import {
  EMPTY_ENTRY_FORM,
  firstInvalidField,
  formFromEntry,
  validateEntryForm,
  type EntryErrors,
  type EntryForm,
  type VehicleStatus,
} from '../lib/entry-form.ts';
import type { MotorKindConfig } from '../lib/motor-kind.ts';
import { readEntryState, type MotorListState } from '../lib/motor-state.ts';
import { RegistrationSearch } from './registration-search.tsx';
import { VehicleDetailsForm } from './vehicle-details-form.tsx';
import { VehicleStatusToggle } from './vehicle-status-toggle.tsx';

const EXAMPLE_REGISTRATION = { TWO_WHEELER: 'MH12AB1234', CAR: 'MH12CD5678' } as const;

// The fields outside the pickers, which take the focus by their ids.
const BY_ID: Partial<Record<keyof EntryErrors, string>> = {
  registrationNumber: 'motor-registration',
  policyExpiry: 'motor-policy-expiry',
  thirdPartyUntil: 'motor-third-party-until',
};

/** Issue 18's entry page: a registry lookup or the catalogue's pickers, then the quote list. */
export function MotorEntryPage({ config }: { config: MotorKindConfig }) {
  const navigate = useNavigate();
  const location = useLocation();
  const vehicles = useQuery(motorVehiclesQuery(config.kind));
  const rtos = useQuery(motorRtosQuery);
  // Edit Details brings the entry back in the page's history state.
  const [edited] = useState(() => readEntryState(location.state));
  const [form, setForm] = useState<EntryForm | null>(edited ? null : EMPTY_ENTRY_FORM);
  const [formShown, setFormShown] = useState(edited !== null);
  const [errors, setErrors] = useState<EntryErrors>({});
  const [today] = useState(() => todayIso());
  const lookup = useRegistrationLookup();
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const fieldRef = useCallback((field: string) => (el: HTMLElement | null) => void (fields.current[field] = el), []);
  useScrollToTop();

  const byId = new Map((vehicles.data ?? []).map((v) => [v.vehicle_id, v] as const));
  // The edited entry's pickers need the vehicle list; until then the form waits for it.
  const current =
    form ?? (edited && vehicles.data ? formFromEntry(edited.entry, byId.get(edited.entry.vehicleId)) : null);

  const change = (patch: Partial<EntryForm>) => {
    setForm({ ...(current ?? EMPTY_ENTRY_FORM), ...patch });
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof EntryForm];
      if ('make' in patch || 'model' in patch || 'fuel' in patch) delete next.vehicleId;
      return next;
    });
  };

  const chooseStatus = (status: VehicleStatus) => {
    if (!current || status === current.status) return;
    lookup.reset();
    setErrors({});
    change({ status });
  };

  const fetchDetails = async () => {
    if (!current) return;
    const found = await lookup.search(current.registrationNumber);
    if (found === undefined) return;
    if (found) {
      const vehicle: MotorVehicle | undefined = found.vehicle ?? undefined;
      setForm((f) => ({
        ...(f ?? current),
        make: vehicle?.make ?? '',
        model: vehicle?.model ?? '',
        fuel: vehicle?.fuel ?? '',
        vehicleId: vehicle?.vehicle_id ?? '',
        rtoCode: found.rto_code,
        registrationDate: found.registration_date,
        policyExpiry: found.policy_expiry ?? '',
      }));
      setErrors({});
    }
    setFormShown(true);
    // The button was disabled while searching, which drops focus; resume at the form it revealed.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const proceed = () => {
    if (!current) return;
    const result = validateEntryForm(current, today, config.kind);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(result.errors);
      const byId = first && BY_ID[first];
      if (byId) document.getElementById(byId)?.focus();
      else if (first) fields.current[first]?.focus();
      return;
    }
    const state: MotorListState = { entry: result.entry };
    void navigate(config.quoteListPath, { state });
  };

  const listsFailed = vehicles.isError || rtos.isError;
  const showForm = current !== null && (current.status === 'new' || formShown);
  return (
    <section aria-labelledby="motor-heading" className="mx-auto max-w-2xl px-4 pt-8 pb-12 sm:pt-12">
      <header className="text-center">
        <h1 id="motor-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {config.heading}
        </h1>
        <p className="mt-2 text-base text-slate-600 sm:text-lg">{config.intro}</p>
      </header>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {current === null ? (
          <LoadingDots label="Loading your details" />
        ) : (
          <>
            <VehicleStatusToggle config={config} value={current.status} onChange={chooseStatus} />
            {current.status === 'existing' && (
              <div className="mt-6">
                <RegistrationSearch
                  noun={config.noun}
                  example={EXAMPLE_REGISTRATION[config.kind]}
                  value={current.registrationNumber}
                  onChange={(registrationNumber) => {
                    change({ registrationNumber });
                    if (lookup.status !== 'idle') lookup.reset();
                  }}
                  onFetch={() => void fetchDetails()}
                  status={lookup.status}
                  error={errors.registrationNumber}
                />
              </div>
            )}
            {listsFailed && (
              <p
                role="alert"
                className="mt-6 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                We could not load the vehicle list. Please refresh the page to try again.
              </p>
            )}
            {showForm && (
              <VehicleDetailsForm
                config={config}
                form={current}
                errors={errors}
                vehicles={vehicles.data ?? []}
                rtos={rtos.data ?? []}
                today={today}
                onChange={change}
                onSubmit={proceed}
                headingRef={heading}
                fieldRef={fieldRef}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
