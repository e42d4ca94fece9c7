export { VacancyCard, type VacancyCardProps } from './ui/VacancyCard';
export { VacancyList, type VacancyListProps, type VacancyListItem } from './ui/VacancyList';
export { PostedVacancyActions } from './ui/PostedVacancyActions';
export { vacancyDetailGroups, type DetailGroup } from './model/details';
