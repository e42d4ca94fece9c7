export { VacancySearchForm, type VacancySearchFormProps } from './ui/VacancySearchForm';
