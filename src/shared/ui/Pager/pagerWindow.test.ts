import { pagerWindow } from './pagerWindow';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pagerWindow', () => {
  it('returns no pages when there are none', () => {
    expect(pagerWindow(0, 0)).toEqual([]);
    expect(pagerWindow(3, -1)).toEqual([]);
  });

  it('shows the single page', () => {
    expect(pagerWindow(0, 1)).toEqual([0]);
  });

  it('shows every page when there are 10 or fewer', () => {
    expect(pagerWindow(0, 7)).toEqual(range(0, 6));
    expect(pagerWindow(6, 7)).toEqual(range(0, 6));
    expect(pagerWindow(4, 10)).toEqual(range(0, 9));
    expect(pagerWindow(9, 10)).toEqual(range(0, 9));
  });

  it('starts at the first page near the start', () => {
    expect(pagerWindow(0, 50)).toEqual(range(0, 9));
    expect(pagerWindow(5, 50)).toEqual(range(0, 9));
  });

  it('keeps 5 pages before the current one in the middle', () => {
    expect(pagerWindow(6, 50)).toEqual(range(1, 10));
    expect(pagerWindow(20, 50)).toEqual(range(15, 24));
  });

  it('shifts back so 10 pages still show near the end', () => {
    expect(pagerWindow(49, 50)).toEqual(range(40, 49));
    expect(pagerWindow(46, 50)).toEqual(range(40, 49));
    expect(pagerWindow(44, 50)).toEqual(range(39, 48));
    expect(pagerWindow(10, 11)).toEqual(range(1, 10));
  });

  it('clamps a page outside the range', () => {
    expect(pagerWindow(-3, 50)).toEqual(range(0, 9));
    expect(pagerWindow(99, 50)).toEqual(range(40, 49));
  });
});
