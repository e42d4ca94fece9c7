export { FavoriteFreelancersPage } from './ui/FavoriteFreelancersPage';
