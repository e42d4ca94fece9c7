export { FreelancerProfilePage } from './ui/FreelancerProfilePage';
