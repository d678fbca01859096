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
    { header: 'Who', cell: (e) => e.staff_email },
    { header: 'Action', cell: (e) => AUDIT_ACTION_LABELS[e.action] },
    { header: 'On', cell: (e) => e.target ?? '—' },
    // In rupees and words (a decision's refund, a review's outcome), not the JSON in paise the chain seals.
    { header: 'Before', cell: (e) => auditDetailWords(e.before), className: 'min-w-48 break-words' },
    { header: 'After', cell: (e) => auditDetailWords(e.after), className: 'min-w-48 break-words' },
  ],
});
