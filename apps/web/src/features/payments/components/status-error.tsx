import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { PageCard, StateIcon } from './page-card.tsx';

/**
 * docs/product/review-payment-term-bike.md §8 "Status page": the status could not be had; Go Back returns to the review
 * page.
 */
export function StatusError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <PageCard title="We could not confirm your payment" icon={<StateIcon kind="failure" />}>
      <p role="alert" className="mt-3 text-slate-700">
        {message}
      </p>
      <Button className="mt-6" onClick={() => void navigate('/health/review-submit')}>
        Go Back
      </Button>
    </PageCard>
  );
}
