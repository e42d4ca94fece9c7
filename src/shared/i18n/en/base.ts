import { accounts } from './accounts';
import { common } from './common';
import { content } from './content';
import { layout } from './layout';
import { pages } from './pages';
import { sessions } from './sessions';
import { ui } from './ui';

/** The part of the English catalog every page has from the start (see ../t.ts). */
export const baseMessages = {
  ...common,
  ...layout,
  ...ui,
  ...accounts,
  ...content,
  ...sessions,
  ...pages,
} as const;
