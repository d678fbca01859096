// Personal data never reaches the logs raw (docs/decisions.md §2, issue 2): mobiles, PANs, e-mails and registrations in
// any logged string are masked, keeping just enough to correlate a support call.
const MOBILE = /(?<!\d)([6-9]\d)\d{6}(\d{2})(?!\d)/g;
const PAN = /\b([A-Za-z]{3})[A-Za-z]{2}\d{4}([A-Za-z])\b/g;
// Bounded as an address is (64 before the @, 253 after): unbounded, every start in a long run of `a.a.a…` scanned to
// its
// end, and one anonymous 15 KB path took the thread for half a second. Bounded, the work grows with the length.
const EMAIL = /\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{0,63}@([A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24})\b/g;

// A vehicle's registration names its owner in the registry: in a registration lookup's path only its state and RTO
// are kept (MH12****), which say where, not whose.
const REGISTRATION_PATH = /(\/registrations\/)([A-Za-z]{2}[ -]?\d{1,2})[^/?#\s"]*/g;

// Signed-URL and gateway-return secrets travel in query strings by design; they never reach a log line.
const URL_SECRET = /([?&](?:sig|signature|X-Amz-Signature|X-Amz-Credential|razorpay_signature|otp)=)[^&#]*/gi;

export function maskPersonalData(text: string): string {
  return text
    .replace(URL_SECRET, '$1[redacted]')
    .replace(REGISTRATION_PATH, '$1$2****')
    .replace(MOBILE, '$1******$2')
    .replace(PAN, '$1XX****$2')
    .replace(EMAIL, '$1***@$2');
}
