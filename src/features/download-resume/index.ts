export { ResumeButton, type ResumeButtonProps } from './ui/ResumeButton';
export { downloadResume, openResume } from './model/downloadResume';
