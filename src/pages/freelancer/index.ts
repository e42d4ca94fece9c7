export { FreelancerPage } from './ui/FreelancerPage';
