import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { otpRequests } from '../../db/schema.ts';
import { describeWithApp } from '../../../test/test-app.ts';
import { latestCode, sendOtp, uniqueMobile } from '../../../test/auth-helpers.ts';

// SECURITY.md: "5 wrong tries per code … from everywhere together a mobile gets at most 5 codes × 5 tries = 25
// guesses an hour". An attacker's review found the try counted only after the comparison, so wrong codes sent
// together were all compared before any of them was counted (18 of 20 answered "incorrect").
describeWithApp('OTP guesses sent at once', (ctx) => {
  it('compares at most 5 wrong codes of one request however many arrive together', async () => {
    const { app, handle } = ctx();
    const mobile = uniqueMobile();
    const sent = await sendOtp(app, mobile);
    const id = sent.json().otp_request_id as string;
    const code = await latestCode(app, mobile);
    // 20 distinct wrong guesses, each from its own address (the per-address verify limit is 30 a minute anyway).
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      guesses.map((otp, i) =>
        app.inject({
          method: 'POST',
          url: '/v1/utility/auth/verify-login-otp',
          remoteAddress: `10.77.${i}.1`,
          payload: { otp_request_id: id, otp, mobile_number: mobile },
        }),
      ),
    );
    // Only the first four wrong codes may be told "incorrect" (401); the fifth locks the request, and later ones
    // must not be compared at all (429).
    const statuses = answers.map((a) => a.statusCode);
    expect({
      incorrect: statuses.filter((s) => s === 401).length,
      locked: statuses.filter((s) => s === 429).length,
    }).toEqual({ incorrect: 4, locked: 16 });
    const [row] = await handle.db.select().from(otpRequests).where(eq(otpRequests.id, id));
    expect(row?.failedAttempts).toBe(5);
  });
});
