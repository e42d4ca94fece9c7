export { LanguageSwitch } from './ui/LanguageSwitch';
export { useAccountLanguage } from './model/useAccountLanguage';
