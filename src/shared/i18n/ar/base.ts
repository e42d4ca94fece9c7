import { localizeMessage } from '@contracts/messages-ar';
import { setRuleMessages } from '../t';
import common from './common.json';
import content from './content.json';
import layout from './layout.json';
import pages from './pages.json';
import sessions from './sessions.json';
import ui from './ui.json';

// The rules' messages (field errors) come with the Arabic catalog.
setRuleMessages((message) => localizeMessage(message, 'ar'));

/** The Arabic of the base part of the catalog (../groups/base.ts), its own chunk. */
const baseMessages = { ...common, ...layout, ...ui, ...content, ...sessions, ...pages };
export default baseMessages;
