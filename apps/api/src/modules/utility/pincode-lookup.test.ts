import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/test-app.ts';

describeWithApp('GET /v1/utility/lookup/pincodes/:pincode', (ctx) => {
  it.each([
    ['411001', 'Pune', 'Maharashtra'],
    ['110001', 'Central Delhi', 'Delhi'],
    ['560001', 'Bengaluru', 'Karnataka'],
    ['600001', 'Chennai', 'Tamil Nadu'],
  ])('finds %s in %s, %s', async (pincode, district, state) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/v1/utility/lookup/pincodes/${pincode}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pincode, district, state });
  });

  it('answers 404 for a well-formed PIN that does not exist', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/v1/utility/lookup/pincodes/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Pincode not found' } });
  });

  it.each(['41100', '4110011', 'abcdef', '41 001', '%2e%2e%2f', '４１１００１'])(
    'refuses the malformed PIN %s with 400',
    async (pincode) => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/v1/utility/lookup/pincodes/${encodeURIComponent(pincode)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.fields.pincode).toBe('Enter a valid 6-digit pincode');
    },
  );
});
