export { CreateVacancyPage, EditVacancyPage } from './ui/VacancyFormPages';
