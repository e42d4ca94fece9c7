export { FreelancerCard, type FreelancerCardProps } from './ui/FreelancerCard';
export { FreelancerActions, type FreelancerActionsProps } from './ui/FreelancerActions';
export { FreelancerListCard, type FreelancerListCardProps } from './ui/FreelancerListCard';
export { FreelancerPreviewModal, type FreelancerPreviewModalProps } from './ui/FreelancerPreviewModal';
export { freelancerContact, freelancerDetailRows } from './model/details';
export { useIsMine } from './model/useIsMine';
