import type { BikeKind } from '@kavach/domain/bike/vehicle-data';
import { todayIso } from '@kavach/domain/validation/dates';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BikeKindToggle } from '../components/bike-kind-toggle.tsx';
import { RegistrationSearch } from '../components/registration-search.tsx';
import { VehicleDetailsForm } from '../components/vehicle-details-form.tsx';
import { BIKE_QUOTE_LIST_PATH } from '../lib/bike-paths.ts';
import { useScrollToTop } from '../hooks/use-scroll-to-top.ts';
import { useVehicleLookup } from '../hooks/use-vehicle-lookup.ts';
import {
  EMPTY_VEHICLE_FORM,
  firstInvalidField,
  formFromVehicle,
  validateVehicleForm,
  withVehicleDetails,
  type VehicleField,
  type VehicleFormErrors,
  type VehicleFormValues,
} from '../lib/vehicle-form.ts';
import { readStoredVehicle, storeVehicle } from '../lib/vehicle-storage.ts';

type Start = { kind: BikeKind; values: VehicleFormValues; formShown: boolean };

/** Edit Details comes back here: the stored bike fills the form; a bike with no registration is a new one. */
function startFromStorage(): Start {
  const stored = readStoredVehicle();
  if (!stored) return { kind: 'existing', values: EMPTY_VEHICLE_FORM, formShown: false };
  return { kind: stored.registrationNumber ? 'existing' : 'new', values: formFromVehicle(stored), formShown: true };
}

/** spec 3 §2.12 bike entry page (/bike-insurance). Client-side only (spec 3 §4.15): no server calls. */
export default function BikeEntryRoute() {
  const navigate = useNavigate();
  const [start] = useState(startFromStorage);
  const [kind, setKind] = useState(start.kind);
  const [values, setValues] = useState(start.values);
  // An existing bike's manual form appears once a lookup has answered (or when editing stored details).
  const [formShown, setFormShown] = useState(start.formShown);
  const [errors, setErrors] = useState<VehicleFormErrors>({});
  // Whether the manual fields still hold what a lookup filled in, untouched by the visitor.
  const prefilled = useRef(false);
  const [today] = useState(() => todayIso());
  const lookup = useVehicleLookup();
  useScrollToTop();
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = useRef<Partial<Record<VehicleField, HTMLInputElement | null>>>({});
  const fieldRef = useCallback(
    (field: VehicleField) => (el: HTMLInputElement | null) => void (fields.current[field] = el),
    [],
  );

  const change = (field: VehicleField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'registrationNumber') prefilled.current = false;
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const changeRegistration = (value: string) => {
    change('registrationNumber', value);
    // The message was about the registration before this one.
    if (lookup.status !== 'idle') lookup.reset();
  };

  const chooseKind = (next: BikeKind) => {
    if (next === kind) return;
    lookup.reset();
    setErrors({});
    setKind(next);
  };

  const fetchDetails = async () => {
    setErrors(({ registrationNumber: _cleared, ...rest }) => rest);
    const details = await lookup.search(values.registrationNumber);
    if (details === undefined) return;
    if (details) setValues((v) => withVehicleDetails(v, details));
    // Another bike's looked-up details must not stand in for this one, which was not found.
    else if (prefilled.current) setValues((v) => ({ ...EMPTY_VEHICLE_FORM, registrationNumber: v.registrationNumber }));
    prefilled.current = details !== null;
    setFormShown(true);
    // The button was disabled while searching, which drops focus; resume at the form it revealed.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const proceed = () => {
    const result = validateVehicleForm(kind, values, today);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(result.errors);
      if (first === 'registrationNumber') document.getElementById('bike-registration')?.focus();
      else if (first) fields.current[first]?.focus();
      return;
    }
    storeVehicle(result.vehicle);
    navigate(BIKE_QUOTE_LIST_PATH);
  };

  const showForm = kind === 'new' || formShown;
  return (
    <section aria-labelledby="bike-heading" className="mx-auto max-w-2xl px-4 pt-8 pb-12 sm:pt-12">
      <header className="text-center">
        <h1 id="bike-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Find Your Two-Wheeler Insurance
        </h1>
        <p className="mt-2 text-base text-slate-600 sm:text-lg">Compare own damage plans for your bike or scooter.</p>
      </header>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <BikeKindToggle value={kind} onChange={chooseKind} />
        {kind === 'existing' && (
          <div className="mt-6">
            <RegistrationSearch
              value={values.registrationNumber}
              onChange={changeRegistration}
              onFetch={() => void fetchDetails()}
              status={lookup.status}
              error={errors.registrationNumber}
            />
          </div>
        )}
        {showForm && (
          <VehicleDetailsForm
            kind={kind}
            values={values}
            errors={errors}
            onChange={change}
            onSubmit={proceed}
            headingRef={heading}
            fieldRef={fieldRef}
          />
        )}
      </div>
    </section>
  );
}
