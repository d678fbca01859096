import { expect, it } from 'vitest';
import { sendOtp, uniqueMobile } from '../../../test/auth-helpers.ts';
import { describeWithApp } from '../../../test/test-app.ts';

// SECURITY.md: "`X-Forwarded-For` is believed only from proxies named in `TRUST_PROXY`"; README offers
// `TRUST_PROXY=true` for a server behind a proxy. A proxy (nginx's $proxy_add_x_forwarded_for, an AWS ALB) appends
// the address it saw to whatever X-Forwarded-For the client sent. With `true` Fastify takes the LEFT-most entry, the
// one the client wrote itself, so every per-address limit (OTP sends: SMS pumping) counts an address the client picks.
describeWithApp(
  'TRUST_PROXY=true behind one proxy',
  (ctx) => {
    it('counts the per-address OTP send limit against the address the proxy saw, not one the client wrote', async () => {
      let status = 200;
      let sends = 0;
      while (status === 200 && sends < 30) {
        // The real client is 198.51.100.7 every time; it prepends a made-up address of its own to the header.
        const headers = { 'x-forwarded-for': `203.0.113.${sends}, 198.51.100.7` };
        status = (await sendOtp(ctx().app, uniqueMobile(), headers, '10.0.0.2')).statusCode;
        sends += 1;
      }
      // 20 sends an hour from one address (OTP_SENDS_PER_IP_PER_HOUR): the 21st is refused.
      expect(status).toBe(429);
      expect(sends).toBe(21);
    });
  },
  { TRUST_PROXY: 'true' },
);
