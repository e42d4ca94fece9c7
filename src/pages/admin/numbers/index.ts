export { NumbersSection } from './NumbersSection';
