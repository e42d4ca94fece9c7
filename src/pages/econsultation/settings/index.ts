export { EConsultationSettingsPage } from './ui/EConsultationSettingsPage';
