export { FreelancerSearchForm, skillPickerText, type FreelancerSearchFormProps } from './ui/FreelancerSearchForm';
