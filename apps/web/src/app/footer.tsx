import { brokerOfficersLine, brokerRegistrationLine, SAMPLE_BROKER_NOTE } from '@kavach/domain/format/broker';
import { useAnySampleCatalogue } from '../shared/api/client-config.ts';
import { useBroker } from '../shared/api/broker.ts';

export function Footer() {
  const sample = useAnySampleCatalogue();
  const broker = useBroker();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl space-y-2 px-4 py-8 text-xs leading-relaxed text-slate-500">
        <p>
          Kavach is an open-source insurance marketplace.
          {sample &&
            ' Plans and premiums shown in this installation come from a sample catalogue and are illustrative.'}{' '}
          The insurer's policy wording governs any cover you buy.
        </p>
        {/* IRDAI: an intermediary shows its registration on every page (issue 46); a demo's is marked a sample. */}
        {broker && (
          <div className="space-y-1">
            {broker.sample && <p className="font-semibold text-amber-800">{SAMPLE_BROKER_NOTE}</p>}
            <p>Insurance broker: {brokerRegistrationLine(broker)}.</p>
            <p>{brokerOfficersLine(broker)}.</p>
            <p>{broker.remuneration}</p>
          </div>
        )}
        <p>
          Insurance is the subject matter of solicitation. We ask for your mobile number only when you buy, and never
          share it with an insurer or use it for marketing without your separate consent.
        </p>
      </div>
    </footer>
  );
}
