// A bench buyer's health proposal, as the proposal form sends its steps: the proposer (a PAN the sandbox CKYC finds,
// so KYC completes without staff), one nominee, contact details and no declared condition. Shared by the purchase
// load and the Lighthouse run of the review page.

/** The proposer step's `proposer_details`, for a plan that asks the standard fields. */
export const proposerDetails = (fullName, dob) => ({
  full_name: fullName,
  gender: 'MALE',
  dob,
  marital_status: 'married',
  education: 'GRADUATE',
  height_feet: 5,
  height_inch: 9,
  weight: 72,
  pan_number: 'ABCDK1234F',
  pincode: '411001',
});

/** The nominee step's `nominee_list`: the spouse. */
export const nomineeList = (fullName) => [
  { nominee_relation: 'SPOUSE', full_name: fullName, dob: '1990-01-01', address: '12 Prabhat Road, Pune' },
];

/** The contact step's `contact_details`. */
export const contactDetails = (mobile, email) => ({ mobile, email, address_1: '12 Prabhat Road', area: 'Erandwane' });

/** The medical step's `plan_specific_medical_declarations`: no condition declared. */
export const noConditions = (planId) => [{ plan_id: planId, member_specific_medical_declarations: [] }];
