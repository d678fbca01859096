import type { AppConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './sandbox.ts';
import { hmacHex } from './payment-provider.ts';

export type { PaymentProvider };

/**
 * The payment provider chosen by PAYMENT_PROVIDER. In a demo the sandbox gateway is always there too, for its
 * card page and for attempts made before a switch; in production it is in no map, so no sandbox-signed return
 * or webhook is ever heard (`/v1/payments/sandbox/*` answers 404).
 */
export function createPaymentProviders(
  config: AppConfig['payments'],
  appSecret: string,
  mode: AppConfig['mode'] = 'demo',
): { active: PaymentProvider; sandbox: SandboxPaymentProvider; byId: Map<string, PaymentProvider> } {
  const sandbox = createSandboxPaymentProvider(hmacHex(appSecret, 'sandbox-gateway'));
  const active = config.provider === 'razorpay' ? createRazorpayProvider(config) : sandbox;
  const known: PaymentProvider[] = mode === 'demo' ? [sandbox, active] : [active];
  return { active, sandbox, byId: new Map(known.map((p) => [p.id, p])) };
}
