import { brokerOfficersLine, brokerRegistrationLine, SAMPLE_BROKER_NOTE } from '@kavach/domain/format/broker';
import { useTranslation } from 'react-i18next';
import { useAnySampleCatalogue } from '../shared/api/client-config.ts';
import { useBroker } from '../shared/api/broker.ts';
import { englishNamespace } from '../shared/i18n/english-namespace.ts';
import en from '../shared/i18n/locales/en.json';
import { useDomainText } from '../shared/i18n/use-domain-text.ts';

const NS = englishNamespace('common', en);

export function Footer() {
  const sample = useAnySampleCatalogue();
  const broker = useBroker();
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl space-y-2 px-4 py-8 text-xs leading-relaxed text-slate-500">
        <p>
          {t('footer.about')}
          {sample && ` ${t('footer.sampleCatalogue')}`} {t('footer.policyWording')}
        </p>
        {/* IRDAI: an intermediary shows its registration on every page (issue 46); a demo's is marked a sample.
            The domain writes the registration's lines: their words in the page's language, the registered names,
            numbers and CIN as registered. */}
        {broker && (
          <div className="space-y-1">
            {broker.sample && <p className="font-semibold text-amber-800">{td(SAMPLE_BROKER_NOTE)}</p>}
            <p>{t('footer.broker', { registration: td(brokerRegistrationLine(broker)) })}</p>
            <p>{t('footer.officers', { officers: td(brokerOfficersLine(broker)) })}</p>
            {/* The sample sentence is the domain's, in the catalogue; a broker's own shows as they wrote it. */}
            <p>{td(broker.remuneration)}</p>
          </div>
        )}
        <p>{t('footer.solicitation')}</p>
      </div>
    </footer>
  );
}
