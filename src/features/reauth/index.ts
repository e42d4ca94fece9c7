export { fetchAskingPassword, installReauthPrompt } from './model/install';
