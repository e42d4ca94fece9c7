export { ApplyButton, type ApplyButtonProps } from './ui/ApplyButton';
export { ApplyAction } from './ui/ApplyAction';
export { EditProposalButton } from './ui/EditProposalButton';
