import { expect, it } from 'vitest';
import { GRIEVANCE_TRANSITIONS, grievanceTimeline } from './grievance';
import { GRIEVANCE_STATES } from '../code-lists/cover';
import { ZRaiseGrievanceRequest } from '../api/grievances';

const raised = '2026-11-01T10:00:00.000Z';
const open = { state: 'OPEN' as const, raised_at: raised, acknowledged_at: null, closed_at: null };

it('dates a complaint raised on 1 Nov 10:00 UTC: acknowledge by 4 Nov, resolve by 15 Nov, same hour', () => {
  const t = grievanceTimeline(open, new Date('2026-11-02T00:00:00Z'));
  expect([t.acknowledge_by, t.resolve_by]).toEqual(['2026-11-04T10:00:00.000Z', '2026-11-15T10:00:00.000Z']);
  expect(t.overdue).toBe(false);
});

it('is late to acknowledge after 3 days only while nobody has acknowledged it', () => {
  const day4 = new Date('2026-11-04T10:00:01Z');
  expect(grievanceTimeline(open, day4).acknowledge_overdue).toBe(true);
  expect(grievanceTimeline({ ...open, state: 'ACKNOWLEDGED' }, day4).acknowledge_overdue).toBe(false);
});

it('offers escalation once open past 14 days, and not for a closed complaint', () => {
  const day15 = new Date('2026-11-16T00:00:00Z');
  expect(grievanceTimeline({ ...open, state: 'RESPONDED' }, day15).escalation_available).toBe(true);
  expect(grievanceTimeline(open, new Date('2026-11-15T09:59:59Z')).escalation_available).toBe(false);
  expect(grievanceTimeline({ ...open, state: 'CLOSED' }, day15).escalation_available).toBe(false);
});

it('lets nothing leave CLOSED, and every state but OPEN is reachable', () => {
  const froms = Object.values(GRIEVANCE_TRANSITIONS).flatMap((t) => t.from);
  expect(froms).not.toContain('CLOSED');
  const tos = new Set(Object.values(GRIEVANCE_TRANSITIONS).map((t) => t.to));
  expect(GRIEVANCE_STATES.filter((s) => !tos.has(s))).toEqual(['OPEN']);
});

it('refuses a complaint with a subject too short and says how long it must be', () => {
  const r = ZRaiseGrievanceRequest.safeParse({
    journey_id: '7f1a0a3e-49b8-4b8e-9a55-5f5e1c2b2c11',
    category: 'CLAIM',
    subject: 'Hi',
    description: 'My claim has not been settled for a month now.',
  });
  expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
    'Write a short subject (at least 5 characters)',
  ]);
});
