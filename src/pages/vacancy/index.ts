export { VacancyPage } from './ui/VacancyPage';
