import { useTranslation } from 'react-i18next';
import { TICK_CLASS } from '../ui/field-styles.ts';
import { NS } from './i18n.ts';

type Props = { planId: string; planName: string; chosen: boolean; full: boolean; onToggle: (planId: string) => void };

/** Issues 17 and 48: a tick to compare up to 3 plans side by side (health, term, motor); a fourth waits until one is unticked. */
export function CompareToggle({ planId, planName, chosen, full, onToggle }: Props) {
  const { t } = useTranslation(NS);
  return (
    <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        name="compare"
        value={planId}
        checked={chosen}
        disabled={full && !chosen}
        onChange={() => onToggle(planId)}
        aria-label={t('compareToggle.label', { plan: planName })}
        className={`scroll-mt-36 scroll-mb-28 ${TICK_CLASS}`}
      />
      {t('compareToggle.text')}
    </label>
  );
}
