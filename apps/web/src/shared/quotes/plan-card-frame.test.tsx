import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanCardFrame } from './plan-card-frame.tsx';

function Card({ illustrative }: { illustrative: boolean }) {
  return (
    <PlanCardFrame
      plan={{
        insurer_logo_url: '/logo.svg',
        insurer_name: 'Care Health',
        plan_name: 'Care Supreme',
        sum_insured: 1_000_000,
      }}
      monthly={1200}
      priceLabel="₹14,400/year"
      facts={[
        { label: 'Cashless hospitals', value: '11,800' },
        { label: 'Claims settled', value: '92.4% (FY2024-25)' },
      ]}
      illustrative={illustrative}
      busy={false}
      disabled={false}
      onChoose={() => {}}
    />
  );
}

describe('a plan card’s facts (docs/product/catalogue.md §4)', () => {
  it('say under them that they are illustrative while the catalogue holds sample figures', () => {
    render(<Card illustrative />);
    const card = screen.getByRole('article', { name: 'Care Health Care Supreme' });
    expect(card.textContent).toContain('92.4% (FY2024-25)');
    expect(card.textContent).toContain('Illustrative figures — sample catalogue');
  });

  it('carry no such label when every figure has its source', () => {
    render(<Card illustrative={false} />);
    expect(screen.getByText('92.4% (FY2024-25)')).toBeTruthy();
    expect(screen.queryByText(/Illustrative figures/)).toBeNull();
  });
});
