export { YourDataSection } from './ui/YourDataSection';
