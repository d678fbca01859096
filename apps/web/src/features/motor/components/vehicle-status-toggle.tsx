import type { VehicleStatus } from '@kavach/domain';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n.ts';
import type { MotorKindConfig } from '../lib/motor-kind.ts';

const TEXTS = {
  TWO_WHEELER: {
    group: 'statusToggle.label.bike',
    existing: 'statusToggle.existing.bike',
    new: 'statusToggle.new.bike',
  },
  CAR: { group: 'statusToggle.label.car', existing: 'statusToggle.existing.car', new: 'statusToggle.new.car' },
} as const;

/**
 * docs/product/review-payment-term-bike.md §2.12: the 'Existing Bike' / 'New Bike' toggle (car: Existing Car / New
 * Car), as pressed-state buttons.
 */
export function VehicleStatusToggle({
  config,
  value,
  onChange,
}: {
  config: MotorKindConfig;
  value: VehicleStatus;
  onChange: (status: VehicleStatus) => void;
}) {
  const { t } = useTranslation(NS);
  const texts = TEXTS[config.kind];
  const choices: readonly { status: VehicleStatus; label: string }[] = [
    { status: 'existing', label: t(texts.existing) },
    { status: 'new', label: t(texts.new) },
  ];
  return (
    <div role="group" aria-label={t(texts.group)} className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {choices.map(({ status, label }) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={`min-h-11 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ${
            value === status
              ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200'
              : 'text-slate-700 hover:bg-white/60'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
