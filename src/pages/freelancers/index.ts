export { FreelancersPage } from './ui/FreelancersPage';
