import { AUDIT_ACTION_LABELS, auditDetailWords } from '@kavach/domain';
import { auditLogQuery } from '../api/console-data.ts';
import { AuditChainPanel } from '../components/audit-chain-panel.tsx';
import { formatWhen } from '../components/ops-page.tsx';
import { queuePage } from '../components/queue-page.tsx';

/** /ops/audit-log: every staff action, newest first (admins only; nobody can edit it), and the check of its chain. */
export default queuePage({
  title: 'Audit log',
  intro: <AuditChainPanel />,
  list: auditLogQuery,
  caption: 'Staff actions',
  rowKey: (e) => String(e.seq),
  empty: 'Nothing recorded yet.',
  columns: [
    { header: '#', cell: (e) => e.seq },
    { header: 'When', cell: (e) => formatWhen(e.at) },
    // An e-mail or an id breaks where it must (overflow-wrap anywhere, unlike the cell's break-word, lets a column
    // narrow), so every column fits the screen at 1280 px.
    { header: 'Who', cell: (e) => e.staff_email, className: 'min-w-52 *:wrap-anywhere' },
    { header: 'Action', cell: (e) => AUDIT_ACTION_LABELS[e.action] },
    { header: 'On', cell: (e) => e.target ?? '—', className: 'min-w-32 *:wrap-anywhere' },
    // In rupees and words (a decision's refund, a review's outcome), not the JSON in paise the chain seals.
    { header: 'Before', cell: (e) => auditDetailWords(e.before), className: 'min-w-48 *:wrap-anywhere' },
    { header: 'After', cell: (e) => auditDetailWords(e.after), className: 'min-w-48 *:wrap-anywhere' },
  ],
});
