import accounts from './accounts.json';
import common from './common.json';
import content from './content.json';
import layout from './layout.json';
import pages from './pages.json';
import sessions from './sessions.json';
import ui from './ui.json';

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
