export { VacanciesPostedPage } from './ui/VacanciesPostedPage';
