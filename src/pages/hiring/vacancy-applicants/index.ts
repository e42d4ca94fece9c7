export { VacancyApplicantsPage } from './ui/VacancyApplicantsPage';
