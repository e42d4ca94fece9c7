export { NoticeBell, type NoticeBellProps } from './ui/NoticeBell';
