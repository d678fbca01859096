import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDomainText } from '../../../shared/i18n/use-domain-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { NS } from '../i18n.ts';
import { PageCard, StateIcon } from './page-card.tsx';

/**
 * docs/product/review-payment-term-bike.md §8 "Status page": the status could not be had (the message is one of the
 * domain's); Go Back returns to the review page.
 */
export function StatusError({ message }: { message: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation(NS);
  const td = useDomainText();
  return (
    <PageCard title={t('statusError.title')} icon={<StateIcon kind="failure" />}>
      <p role="alert" className="mt-3 text-slate-700">
        {td(message)}
      </p>
      <Button className="mt-6" onClick={() => void navigate('/health/review-submit')}>
        {t('statusError.goBack')}
      </Button>
    </PageCard>
  );
}
