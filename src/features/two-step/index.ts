export { TwoStepSection } from './ui/TwoStepSection';
export { LoginCodeStep } from './ui/LoginCodeStep';
