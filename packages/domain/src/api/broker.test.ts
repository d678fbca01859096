import { describe, expect, it } from 'vitest';
import { brokerOfficersLine, brokerRegistrationLine, SAMPLE_BROKER, ZBrokerRegistration } from './broker';

const SURAKSHA = {
  name: 'Suraksha Insurance Brokers Pvt Ltd',
  irdai_registration: 'IRDAI/DB 999/2024',
  category: 'Web Aggregator',
  valid_until: '2027-03-31',
  cin: 'U66000MH2024PTC123456',
  principal_officer: 'Meera Iyer',
  grievance_officer: { name: 'Arjun Rao', email: 'grievance@suraksha.example.in', phone: '+91 22 4000 1234' },
};

describe('the broker’s registration', () => {
  it('takes a registration as its certificate and company records state it, and the sample', () => {
    expect(ZBrokerRegistration.safeParse(SURAKSHA).success).toBe(true);
    expect(ZBrokerRegistration.safeParse(SAMPLE_BROKER).success).toBe(true);
  });

  it.each([
    ['a CIN one character short', { cin: 'U66000MH2024PTC12345' }],
    ['a CIN of a company type it cannot be', { cin: 'X66000MH2024PTC123456' }],
    ['a day that is not YYYY-MM-DD', { valid_until: '31/03/2027' }],
    ['a grievance e-mail without a domain', { grievance_officer: { ...SURAKSHA.grievance_officer, email: 'arjun' } }],
    ['a grievance phone of letters', { grievance_officer: { ...SURAKSHA.grievance_officer, phone: 'call us' } }],
  ])('refuses %s', (_case, change) => {
    expect(ZBrokerRegistration.safeParse({ ...SURAKSHA, ...change }).success).toBe(false);
  });

  it('reads in one line each: who is registered, until when; who answers for it', () => {
    expect(brokerRegistrationLine(SURAKSHA)).toBe(
      'Suraksha Insurance Brokers Pvt Ltd, Web Aggregator, IRDAI registration no. IRDAI/DB 999/2024, valid until ' +
        '31/03/2027; CIN U66000MH2024PTC123456',
    );
    expect(brokerOfficersLine(SURAKSHA)).toBe(
      'Principal officer: Meera Iyer. Grievance officer: Arjun Rao, grievance@suraksha.example.in, +91 22 4000 1234',
    );
  });
});
