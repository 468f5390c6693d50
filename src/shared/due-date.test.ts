import { describe, expect, it } from 'vitest';
import { daysUntil, formatDueDate, formatDueDay, isCalendarDate, isOverdue, isPastDay, todayInZone } from './due-date.ts';
import { DueDateSchema } from './schemas/due-date.ts';

describe('due dates', () => {
  it('knows a real calendar day', () => {
    expect(isCalendarDate('2026-12-01')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('amanhã')).toBe(false);
    expect(DueDateSchema.safeParse(5).error?.issues[0].message).toBe('Data inválida');
    expect(DueDateSchema.parse(null)).toBeNull();
  });

  it('counts today in São Paulo, not in UTC', () => {
    // 02:30 UTC on 2 December is still 1 December (23:30) in São Paulo (UTC-3, no DST since 2019).
    expect(todayInZone(new Date('2026-12-02T02:30:00Z'))).toBe('2026-12-01');
    expect(todayInZone(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-02');
  });

  it('counts calendar days and overdue', () => {
    expect(daysUntil('2026-12-01', '2026-11-29')).toBe(2);
    expect(daysUntil('2026-12-01', '2026-12-02')).toBe(-1);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2029-03-01', '2028-02-28')).toBe(367);
    expect(isOverdue({ dueDate: '2026-12-01', status: 'published' }, '2026-12-02')).toBe(true);
    expect(isOverdue({ dueDate: '2026-12-01', status: 'published' }, '2026-12-01')).toBe(false);
    expect(isOverdue({ dueDate: '2026-12-01', status: 'approved' }, '2026-12-05')).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'draft' }, '2026-12-05')).toBe(false);
    expect(formatDueDate('2026-12-01')).toBe('01/12/2026');
    expect(formatDueDay('2026-12-01')).toBe('01/12');
  });

  it('calls only the days before today past', () => {
    expect(isPastDay('2026-11-30', '2026-12-01')).toBe(true);
    expect(isPastDay('2025-12-31', '2026-01-01')).toBe(true);
    expect(isPastDay('2026-12-01', '2026-12-01')).toBe(false);
    expect(isPastDay('2026-12-02', '2026-12-01')).toBe(false);
  });
});
