import { chipsThatFit } from './index';

describe('chipsThatFit', () => {
  it('keeps every chip that fits the budget', () => {
    expect(chipsThatFit(['SQL', 'Excel', 'HR'], 40)).toBe(3);
  });

  it('stops before the chip that would overflow', () => {
    expect(chipsThatFit(['Leadership Development', 'Middle Management Development', 'Emotional Intelligence'], 70)).toBe(2);
  });

  it('always shows at least one chip, and none of none', () => {
    expect(chipsThatFit(['A very long skill name that alone is longer than the budget'], 20)).toBe(1);
    expect(chipsThatFit([])).toBe(0);
  });
});
