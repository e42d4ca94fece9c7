export { VacanciesAppliedPage } from './ui/VacanciesAppliedPage';
