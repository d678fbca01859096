import { expect, it } from 'vitest';
import { lifeAssured, savedTermProposal } from '../../../test/term-fixtures.ts';
import { describeWithApp, type BuyerJourney } from '../../../test/test-app.ts';

// A PAN is no secret: typing someone else's must not pass KYC. The sandbox registry finds a PAN whose fifth letter
// is K only for a holder whose surname begins with K, as a real PAN's fifth letter is its holder's surname initial.
describeWithApp('CKYC in the sandbox: the record must be the proposer’s own', (ctx, api) => {
  const kyc = async (j: BuyerJourney) =>
    (await api('GET', `/v1/termlife/journey/kyc-status/${j.journeyId}`, j.headers)).json();

  it('completes KYC for the PAN’s holder, and sends a stranger who types the same PAN to documents', async () => {
    const holder = await savedTermProposal(ctx().app, {
      lifeAssured: lifeAssured({ full_name: 'Rahul Kulkarni', pan_number: 'ABCDK1234F' }),
    });
    const stranger = await savedTermProposal(ctx().app, {
      quote: { dob: '1970-03-03', gender: 'FEMALE' },
      lifeAssured: lifeAssured({ full_name: 'Meera Someone Else', pan_number: 'ABCDK1234F' }),
    });
    expect(await kyc(holder)).toMatchObject({ ckyc_status: 'SUCCESS', kyc_status: 'SUCCESS' });
    expect(await kyc(stranger)).toMatchObject({ ckyc_status: 'PENDING', kyc_status: 'PENDING' });
  });
});
