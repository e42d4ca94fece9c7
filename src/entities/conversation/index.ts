export {
  conversationApi,
  appendMessage,
  markSeen,
  useGetInboxInfiniteQuery,
  useGetConversationQuery,
  useGetUnreadQuery,
  useStartConversationMutation,
  useGetHistoryInfiniteQuery,
  useSendMessageMutation,
  useMarkReadMutation,
  useSetBlockedMutation,
  useReportConversationMutation,
  type InboxPage,
  type StartConversation,
  type SendMessage,
} from './api/conversationApi';
export { applyLiveEvent, useLiveConversations, type AlsoLive } from './model/useLiveConversations';
export { openLiveStream, backoffMs } from './model/liveStream';
export { linkify, type TextPart } from './lib/linkify';
export { messagesPaths } from './lib/paths';
export { readMessageDraft, keepMessageDraft } from './lib/draft';
export type { ConversationSummary, ConversationSubject, Message, MessageAttachment, MessagesPage } from '@contracts/conversation';
