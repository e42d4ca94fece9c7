export { ApplyButton, type ApplyButtonProps } from './ui/ApplyButton';
