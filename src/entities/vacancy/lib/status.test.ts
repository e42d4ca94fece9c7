import { isVacancyExpired, localTodayIso, vacancyStatus } from './status';
import { isoInDays, makeVacancy } from './test/fixtures';

describe('vacancyStatus (docs/reference.md#states, docs/reference.md#reading-16)', () => {
  it('is Published when published and approved, Not Published when not published and approved', () => {
    expect(vacancyStatus(makeVacancy())).toBe('published');
    expect(vacancyStatus(makeVacancy({ publish: false }))).toBe('notPublished');
  });

  it('is Not approved before Published / Not Published', () => {
    expect(vacancyStatus(makeVacancy({ isApproved: false }))).toBe('notApproved');
    expect(vacancyStatus(makeVacancy({ isApproved: false, publish: false }))).toBe('notApproved');
  });

  it('is Expired on the expiry day itself and after, before Not approved', () => {
    expect(vacancyStatus(makeVacancy({ expiryDate: isoInDays(0) }))).toBe('expired');
    expect(vacancyStatus(makeVacancy({ expiryDate: isoInDays(-3), isApproved: false, publish: false }))).toBe('expired');
    expect(vacancyStatus(makeVacancy({ expiryDate: isoInDays(1) }))).toBe('published');
  });

  it('is Deleted for a vacancy without a title, before everything else', () => {
    expect(vacancyStatus(makeVacancy({ title: '', expiryDate: isoInDays(-3), isApproved: false }))).toBe('deleted');
    expect(vacancyStatus(makeVacancy({ title: '   ' }))).toBe('deleted');
  });

  it("reads 'today' in the viewer's calendar, not UTC", () => {
    // 23:30 local on 9 May: the UTC date may already be 10 May east of Greenwich, or still 9 May west.
    const lateEvening = new Date(2026, 4, 9, 23, 30);
    expect(localTodayIso(lateEvening)).toBe('2026-05-09');
    expect(isVacancyExpired('2026-05-09', lateEvening)).toBe(true);
    expect(isVacancyExpired('2026-05-10', lateEvening)).toBe(false);
    expect(isVacancyExpired('', lateEvening)).toBe(false);
  });
});
