import { insureTitle, memberFromDob, type PreQuoteDetails } from '@kavach/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { QuoteSummary } from './quote-summary.tsx';
import { WaitingPeriods } from './waiting-periods.tsx';

const self = memberFromDob('Rahul', 'SELF', 'MALE', '1990-05-14', '2025-06-01');
const father = memberFromDob('Vasant', 'FATHER', 'MALE', '1962-03-01', '2025-06-01');

const details = (members: PreQuoteDetails['members']): PreQuoteDetails => ({
  gender: 'Male',
  name: 'Rahul',
  dob: '1990-05-14',
  step: 'HEALTH_INFO',
  members,
  proposer: null,
  pincode: '411001',
  pincode_details: { district: 'Pune', state: 'Maharashtra' },
  ped: ['DIABETES'],
  pedMembers: {},
  hasExistingDisease: 'yes',
  hasExistingPolicy: 'no',
  existingCover: '',
  coverage: 1_000_000,
});

const renderSummary = (members: PreQuoteDetails['members']) =>
  render(
    <MemoryRouter>
      <QuoteSummary details={details(members)} inForce={{ coverage: 1_000_000, tenure: 'YEAR_01' }} />
    </MemoryRouter>,
  );

describe('the quote summary’s title (issue 17)', () => {
  it('says in English what the domain’s insureTitle says, for the buyer, a family and one member', () => {
    for (const members of [[self], [self, father], [father]]) {
      const { unmount } = renderSummary(members);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(insureTitle(members));
      unmount();
    }
  });
});

describe('the health quote pages in Hindi (docs/i18n.md)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('titles the summary and names its rows in Hindi, the cover in lakh as Hindi writes it', async () => {
    await i18n.changeLanguage('hi');
    renderSummary([self, father]);
    expect(await screen.findByRole('heading', { name: 'अपने परिवार का बीमा' })).toBeTruthy();
    expect(screen.getByText('पहले से मौजूद बीमारियाँ')).toBeTruthy();
    expect(screen.getByText('माँगा गया कवर')).toBeTruthy();
    expect(screen.getByText('10 लाख')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'विवरण बदलें' })).toBeTruthy();
  });

  it('says the waiting periods with their figures in bold, a year as वर्ष', async () => {
    await i18n.changeLanguage('hi');
    const quote = { ped_waiting_period_months: 24, maternity_cover: false, maternity_waiting_period_months: null };
    const { container } = render(<WaitingPeriods quote={quote as Parameters<typeof WaitingPeriods>[0]['quote']} />);
    expect(
      await screen.findByText((_, node) => node?.tagName === 'P' && node.textContent?.startsWith('प्रतीक्षा') === true),
    ).toBeTruthy();
    expect(container.textContent).toBe('प्रतीक्षा अवधि: पहले से मौजूद बीमारियाँ 2 वर्ष; मातृत्व कवर नहीं है।');
    expect(container.querySelector('.font-semibold')?.textContent).toBe('2 वर्ष');
  });
});
