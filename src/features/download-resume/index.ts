export { ResumeButton, type ResumeButtonProps } from './ui/ResumeButton';
export { downloadResume, openResume, openBlob, saveBlob } from './model/downloadResume';
