import { accounts } from './accounts';
import { common } from './common';
import { layout } from './layout';
import { ui } from './ui';

/** The English catalog: one object per area, merged. Keys must not collide. */
export const en = {
  ...common,
  ...layout,
  ...ui,
  ...accounts,
} as const;
