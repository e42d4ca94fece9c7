export { NumbersSection } from './ui/NumbersSection';
