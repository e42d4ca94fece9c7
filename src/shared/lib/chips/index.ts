/**
 * How many of these chip labels a phone card shows before '+N more': as many
 * as fit a budget of characters (about two lines of small chips at 375 px,
 * each chip costing its padding too), at least one. Worked out from the text,
 * not measured, so the server render and the browser agree.
 */
export const PHONE_CHIP_BUDGET = 72;
const CHIP_COST = 5;

export function chipsThatFit(labels: readonly string[], budget = PHONE_CHIP_BUDGET): number {
  let used = 0;
  let count = 0;
  for (const label of labels) {
    used += label.length + CHIP_COST;
    if (used > budget && count > 0) break;
    count += 1;
  }
  return count;
}
