import { INSPECTION_VIEW_LABELS, INSPECTION_VIEWS } from '@kavach/domain';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox insurer's self-inspection page for a break-in (docs/insurers.md): one photo for each view, posted back
 * to itself as a form. Plain HTML and CSS, no script; the sandbox checks the photos and keeps none of them.
 */
export function inspectionPage(opts: {
  insurerName: string;
  registration: string;
  action: string;
  error?: string;
  done?: string;
}): string {
  const body = opts.done
    ? `<p class="note" role="status">${escape(opts.done)}</p><p><a href="/dashboard">Back to Kavach</a></p>`
    : `<form method="post" action="${escape(opts.action)}" enctype="multipart/form-data">
  ${opts.error ? `<p class="error" role="alert">${escape(opts.error)}</p>` : ''}
  ${INSPECTION_VIEWS.map(
    (view) =>
      `<label for="${view}">${escape(INSPECTION_VIEW_LABELS[view])}</label><input id="${view}" name="${view}" type="file" accept="image/jpeg,image/png" required>`,
  ).join('\n  ')}
  <button type="submit">Send photos</button>
</form>
<p class="hint">Take each photo in daylight, the whole vehicle in the frame. JPEG or PNG, at least 500 pixels on each side.</p>`;
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vehicle inspection — ${escape(opts.insurerName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef2f7;color:#0f172a}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:16px;padding:1.5rem;box-shadow:0 10px 30px rgba(15,23,42,.08)}
h1{font-size:1.2rem;margin:.5rem 0}.lead{color:#475569;font-size:.95rem;margin:.25rem 0 1rem}
label{display:block;font-size:.9rem;font-weight:600;margin:.9rem 0 .3rem}input{width:100%;box-sizing:border-box;font-size:.95rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
button{width:100%;margin-top:1.2rem;padding:.8rem;border:0;border-radius:8px;background:#4338ca;color:#fff;font-size:1rem;font-weight:700;cursor:pointer}
.error{background:#fef2f2;color:#991b1b;padding:.6rem;border-radius:8px}.hint{color:#475569;font-size:.85rem;margin-top:1rem}.note{font-size:1rem}
a{color:#3730a3;font-weight:600}.badge{display:inline-block;background:#fef3c7;color:#92400e;font-size:.7rem;font-weight:700;padding:.15rem .5rem;border-radius:999px}
</style></head><body><main>
<span class="badge">SANDBOX INSURER</span>
<h1>Vehicle inspection</h1>
<p class="lead">${escape(opts.insurerName)} inspects ${escape(opts.registration)} before its own-damage cover starts, as its earlier cover has lapsed.</p>
${body}
</main></body></html>`;
}
