export { StartConversationButton, type StartConversationButtonProps } from './ui/StartConversationButton';
