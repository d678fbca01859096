import { describe, expect, it } from 'vitest';
import { dueReminder, expiryStanding, nextPremiumDue, renewalNcb } from './renewal-calendar';

// The clock is the day passed in. Each case is a day in the life of a policy covering 11 January 2026 to
// 10 January 2027, its dates worked out by hand on a calendar.
const health = { vertical: 'HEALTH' as const, startDate: '2026-01-11', endDate: '2027-01-10' };
const motor = { ...health, vertical: 'MOTOR' as const };

describe('renewal reminders', () => {
  it.each([
    ['the day before the first reminder', '2026-11-25', null],
    ['45 days before the end', '2026-11-26', '2027-01-10:D-45'],
    ['a day the 45-day reminder was already due', '2026-12-01', '2027-01-10:D-45'],
    ['30 days before', '2026-12-11', '2027-01-10:D-30'],
    ['15 days before', '2026-12-26', '2027-01-10:D-15'],
    ['7 days before', '2027-01-03', '2027-01-10:D-7'],
    ['the day before the end', '2027-01-09', '2027-01-10:D-1'],
    ['the last day of cover', '2027-01-10', '2027-01-10:D-1'],
    ['the first day without cover', '2027-01-11', '2027-01-10:D+1'],
    ['the last day of the 30-day grace', '2027-02-09', '2027-01-10:D+1'],
    ['the day after the grace', '2027-02-10', null],
  ])('reminds a health policy on %s (%s)', (_, today, key) => {
    expect(dueReminder(health, today)?.key ?? null).toBe(key);
  });

  it('reminds of a lapsed motor policy until its no-claim bonus would be lost, 90 days after the end', () => {
    expect(dueReminder(motor, '2027-02-10')?.key).toBe('2027-01-10:D+1');
    expect(dueReminder(motor, '2027-04-10')?.key).toBe('2027-01-10:D+1');
    expect(dueReminder(motor, '2027-04-11')).toBeNull();
  });

  it('gives each reminder the day it falls on', () => {
    expect(dueReminder(health, '2026-12-20')).toEqual({
      due: '2027-01-10',
      daysBefore: 30,
      on: '2026-12-11',
      key: '2027-01-10:D-30',
    });
  });
});

describe('term premium reminders', () => {
  const term = { vertical: 'TERM' as const, startDate: '2026-01-11', endDate: '2066-01-10' };

  it('reminds of each year’s premium before the anniversary it falls due on, never of the policy’s end', () => {
    expect(dueReminder(term, '2026-11-26')).toBeNull();
    expect(dueReminder(term, '2026-11-27')?.key).toBe('2027-01-11:D-45');
    expect(dueReminder(term, '2027-01-10')?.key).toBe('2027-01-11:D-1');
    // On the due day itself the next year's premium is 365 days off: nothing to remind of yet.
    expect(dueReminder(term, '2027-01-11')).toBeNull();
    expect(dueReminder(term, '2027-11-27')?.key).toBe('2028-01-11:D-45');
  });

  it('stops when no premium is left to pay, and keeps 29 February on 28 February of common years', () => {
    expect(nextPremiumDue('2026-01-11', '2066-01-10', '2065-01-11')).toBeNull();
    expect(nextPremiumDue('2026-01-11', '2066-01-10', '2065-01-10')).toBe('2065-01-11');
    expect(nextPremiumDue('2024-02-29', '2054-02-28', '2024-03-01')).toBe('2025-02-28');
    expect(nextPremiumDue('2024-02-29', '2054-02-28', '2027-03-01')).toBe('2028-02-29');
  });
});

describe('where a policy stands against its end', () => {
  it.each([
    ['30 days before', '2026-12-11', { state: 'IN_FORCE', daysLeft: 30 }],
    ['its last day', '2027-01-10', { state: 'IN_FORCE', daysLeft: 0 }],
    ['the day after', '2027-01-11', { state: 'LAPSED_RENEWABLE', daysAgo: 1, until: '2027-02-09' }],
    ['the grace’s last day', '2027-02-09', { state: 'LAPSED_RENEWABLE', daysAgo: 30, until: '2027-02-09' }],
    ['after the grace', '2027-02-10', { state: 'LAPSED', daysAgo: 31 }],
  ])('a health policy on %s', (_, today, standing) => {
    expect(expiryStanding(health, today)).toEqual(standing);
  });

  it('a motor policy is renewable with its bonus for 90 days after its end', () => {
    expect(expiryStanding(motor, '2027-04-10')).toEqual({
      state: 'LAPSED_RENEWABLE',
      daysAgo: 90,
      until: '2027-04-10',
    });
    expect(expiryStanding(motor, '2027-04-11')).toEqual({ state: 'LAPSED', daysAgo: 91 });
  });
});

describe('the no-claim bonus a motor renewal carries', () => {
  const onTime = { claimInYear: false, endDate: '2027-01-10', coverStart: '2027-01-11' };

  it.each([
    [0, 20],
    [20, 25],
    [25, 35],
    [35, 45],
    [45, 50],
    [50, 50],
  ])('a claim-free year takes %i %% to %i %%', (currentPercent, percent) => {
    expect(renewalNcb({ ...onTime, currentPercent })).toEqual({
      percent,
      inspection: false,
      lapsedDays: 0,
      lost: null,
    });
  });

  it('a claim in the year loses it', () => {
    expect(renewalNcb({ ...onTime, currentPercent: 35, claimInYear: true })).toMatchObject({
      percent: 0,
      lost: 'CLAIM',
    });
  });

  it.each([
    ['a day', '2027-01-12', { percent: 25, inspection: true, lapsedDays: 1, lost: null }],
    ['89 days', '2027-04-10', { percent: 25, inspection: true, lapsedDays: 89, lost: null }],
    ['90 days', '2027-04-11', { percent: 25, inspection: true, lapsedDays: 90, lost: null }],
    ['91 days', '2027-04-12', { percent: 0, inspection: true, lapsedDays: 91, lost: 'LAPSE' }],
  ])('after a gap of %s it is kept with an inspection, or lost past 90 days', (_, coverStart, carried) => {
    expect(renewalNcb({ ...onTime, currentPercent: 20, coverStart })).toEqual(carried);
  });
});
