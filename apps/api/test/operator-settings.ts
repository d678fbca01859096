/**
 * The broker's own registration, as an operator sets the BROKER_* settings (issue 46): one fixture for every test
 * that needs a real-looking broker, so a new required setting is added once.
 */
export const OWN_BROKER = {
  BROKER_NAME: 'Suraksha Insurance Brokers Pvt Ltd',
  BROKER_IRDAI_REGISTRATION: 'IRDAI/DB 999/2024',
  BROKER_CATEGORY: 'Direct Broker (General & Life)',
  BROKER_REGISTRATION_VALID_UNTIL: '2099-03-31',
  BROKER_CIN: 'U66000MH2024PTC123456',
  BROKER_PRINCIPAL_OFFICER: 'Meera Iyer',
  BROKER_GRIEVANCE_OFFICER_NAME: 'Arjun Rao',
  BROKER_GRIEVANCE_OFFICER_EMAIL: 'grievance@suraksha.example.in',
  BROKER_GRIEVANCE_OFFICER_PHONE: '022 4000 1234',
};

/** Everything about the business production needs besides its parts: the broker, how it is paid, its help desk. */
export const OPERATOR_SETTINGS = {
  ...OWN_BROKER,
  BROKER_REMUNERATION:
    'We are paid a commission by the insurer on each policy; your premium is the same as buying direct.',
  SUPPORT_PHONE: '1800 222 3344',
  SUPPORT_EMAIL: 'help@suraksha.example.in',
};
