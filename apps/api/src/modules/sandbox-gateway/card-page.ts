import { createHash } from 'node:crypto';
import { formatIndianNumber } from '@kavach/domain';

/**
 * Issue 17: the expiry reads MM/YY as it is typed — "/" goes in after the month (and out again when deleting over
 * it). The page's one script, inline; the CSP allows exactly it by its hash (EXPIRY_SCRIPT_CSP_SOURCE).
 */
const EXPIRY_SCRIPT = `(() => {
  const e = document.getElementById('expiry');
  if (!e) return;
  e.addEventListener('input', (ev) => {
    const d = e.value.replace(/\\D/g, '').slice(0, 4);
    const deleting = (ev.inputType || '').startsWith('delete');
    e.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + '/' + d.slice(2) : d;
  });
})();`;
export const EXPIRY_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(EXPIRY_SCRIPT).digest('base64')}'`;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox gateway's own hosted card page: plain HTML and CSS, one small script for the expiry, posts back to
 * itself.
 */
export function cardPage(opts: {
  attemptId: string;
  token: string;
  amountPaise: number;
  planName: string;
  error?: string;
  values?: Record<string, string>;
  done?: string;
}): string {
  const v = (k: string) => escape(opts.values?.[k] ?? '');
  const amount = `₹${formatIndianNumber(Math.round(opts.amountPaise / 100))}`;
  const body = opts.done
    ? `<p class="note">${escape(opts.done)}</p>`
    : `<form method="post" action="/sandbox-pay/${escape(opts.attemptId)}" novalidate>
  <input type="hidden" name="t" value="${escape(opts.token)}">
  ${opts.error ? `<p class="error" role="alert">${escape(opts.error)}</p>` : ''}
  <label for="name">Name on card</label><input id="name" name="card_name" autocomplete="cc-name" value="${v('card_name')}" required>
  <label for="number">Card number</label><input id="number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4111 1111 1111 1111" value="${v('card_number')}" required>
  <div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" maxlength="5" value="${v('expiry')}" required></div>
  <div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="3" value="" required></div></div>
  <button type="submit" name="action" value="pay">Pay ${amount}</button>
  <button type="submit" name="action" value="cancel" class="secondary">Cancel payment</button>
</form>
<p class="hint">Sandbox test cards: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined. Any future expiry and any 3-digit CVV.</p>`;
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay — ${amount}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef2f7;color:#0f172a}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:16px;padding:1.5rem;box-shadow:0 10px 30px rgba(15,23,42,.08)}
h1{font-size:1.1rem;margin:0}.merchant{color:#475569;font-size:.9rem;margin:.25rem 0 1rem}.amount{font-size:1.8rem;font-weight:700;margin:.5rem 0 1rem}
label{display:block;font-size:.85rem;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.7rem;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
input:focus-visible,button:focus-visible{outline:3px solid #6366f1;outline-offset:2px}.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button{width:100%;margin-top:1rem;padding:.8rem;border:0;border-radius:8px;background:#4338ca;color:#fff;font-size:1rem;font-weight:700;cursor:pointer}
button.secondary{background:#fff;color:#334155;border:1px solid #cbd5e1;margin-top:.5rem;font-weight:600}
.error{background:#fef2f2;color:#991b1b;padding:.6rem;border-radius:8px}.hint,.note{color:#64748b;font-size:.8rem;margin-top:1rem}.badge{display:inline-block;background:#fef3c7;color:#92400e;font-size:.7rem;font-weight:700;padding:.15rem .5rem;border-radius:999px}
</style></head><body><main>
<span class="badge">SANDBOX GATEWAY</span>
<h1>Sandbox Pay</h1><p class="merchant">Paying Kavach for ${escape(opts.planName)}</p>
<p class="amount">${amount}</p>
${body}
</main>${opts.done ? '' : `<script>${EXPIRY_SCRIPT}</script>`}</body></html>`;
}
