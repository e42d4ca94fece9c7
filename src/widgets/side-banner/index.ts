export { SideBanner, WithSideBanner } from './ui/SideBanner';
