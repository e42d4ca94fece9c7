export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button/Button';
export { ButtonLink, type ButtonLinkProps } from './Button/ButtonLink';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { DateField, type DateFieldProps } from './DateField/DateField';
export { TextArea, type TextAreaProps } from './TextArea/TextArea';
export {
  Select,
  SELECT_DIVIDER_TEXT,
  type SelectProps,
  type SelectOption,
  type SelectChoice,
  type SelectDivider,
} from './Select/Select';
export { TimeZoneSelect, type TimeZoneSelectProps } from './TimeZoneSelect/TimeZoneSelect';
export { UserText, userText, type UserTextAttributes, type UserTextProps } from './UserText/UserText';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Modal, useToastOutlet, type ModalProps } from './Modal/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { DialogActions } from './DialogActions/DialogActions';
export { Pager, type PagerProps } from './Pager/Pager';
export type { StepsPagerText, ArrowsPagerText } from './Pager/StepPager';
export { PastLastPage, type PastLastPageProps } from './Pager/PastLastPage';
export { pagerWindow, PAGER_WINDOW_SIZE } from './Pager/pagerWindow';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export { FormCard, FormRow, type FormCardProps, type FormRowProps } from './FormCard/FormCard';
export { Alert, type AlertProps, type AlertTone } from './Alert/Alert';
export { NoteAlert, type NoteAlertProps } from './NoteAlert/NoteAlert';
export { SearchForm, type SearchFormProps, type SearchFormText } from './SearchForm/SearchForm';
export type { SearchFilter } from './SearchForm/SearchFilters';
export { SkillChips, type SkillChipsProps } from './SkillChips/SkillChips';
export { TagPicker, filterTags, type TagPickerProps, type TagPickerText } from './TagPicker/TagPicker';
export { AutoplayVideo, type AutoplayVideoProps } from './AutoplayVideo/AutoplayVideo';
export { PlayPauseIcon } from './AutoplayVideo/PlayPauseIcon';
export { cx, visuallyHidden } from './cx';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { FormSection, formSectionFull, type FormSectionProps } from './FormSection/FormSection';
export { FileField, fileNameClass, type FileFieldProps } from './FileField/FileField';
export { DisclosureButton, type DisclosureButtonProps } from './DisclosureButton/DisclosureButton';
export { FilterSuggestions, type FilterSuggestion, type FilterSuggestionsProps } from './FilterSuggestions/FilterSuggestions';
export { PhoneNumber, type PhoneNumberProps } from './PhoneNumber/PhoneNumber';
export { PageOrder } from './PageOrder/PageOrder';
export { DetailList, type DetailListProps, type DetailRow } from './DetailList/DetailList';
export { LoginMask } from './LoginMask/LoginMask';
export { ContactValue, MailLink, PhoneLink, type ContactDetail } from './ContactLinks/ContactLinks';
export {
  BuildingIcon,
  CalendarIcon,
  ClockIcon,
  EditIcon,
  ExpandIcon,
  FileIcon,
  GlobeIcon,
  LinkedInIcon,
  MailIcon,
  PeopleIcon,
  PinIcon,
  ShareIcon,
  type IconProps,
} from './icons/icons';
