export { PasskeysSection } from './ui/PasskeysSection';
export { PasskeySignIn, type PasskeySignInProps } from './ui/PasskeySignIn';
