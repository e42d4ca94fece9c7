export { VacanciesPage } from './ui/VacanciesPage';
