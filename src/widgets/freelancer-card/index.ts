export { FreelancerCard, type FreelancerCardProps } from './ui/FreelancerCard';
export { FreelancerPreviewModal, type FreelancerPreviewModalProps } from './ui/FreelancerPreviewModal';
