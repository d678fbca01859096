import type { AppConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from './sandbox.ts';
import { hmacHex } from './payment-provider.ts';

export type { PaymentProvider };

/** The payment provider chosen by PAYMENT_PROVIDER; the sandbox gateway is always there for its card page. */
export function createPaymentProviders(config: AppConfig['payments'], appSecret: string): { active: PaymentProvider; sandbox: SandboxPaymentProvider; byId: Map<string, PaymentProvider> } {
  const sandbox = createSandboxPaymentProvider(hmacHex(appSecret, 'sandbox-gateway'));
  const active = config.provider === 'razorpay' ? createRazorpayProvider(config) : sandbox;
  return { active, sandbox, byId: new Map<string, PaymentProvider>([[sandbox.id, sandbox], [active.id, active]]) };
}
