export { installReauthPrompt } from './model/install';
