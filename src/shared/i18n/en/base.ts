import common from './common.json';
import content from './content.json';
import layout from './layout.json';
import pages from './pages.json';
import sessions from './sessions.json';
import ui from './ui.json';

/** The English of the base part of the catalog (../groups/base.ts). */
const baseMessages = { ...common, ...layout, ...ui, ...content, ...sessions, ...pages };
export default baseMessages;
