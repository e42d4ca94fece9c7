export { VacancyCard, type VacancyCardProps, type VacancyCardMode } from './ui/VacancyCard';
export { VacancyList, type VacancyListProps, type VacancyListItem } from './ui/VacancyList';
