import './global.css';

export { vars, breakpoints, media, sidebarWidth, toastDefaults } from './theme.css';
export * from './icons/icons';

export { Button, buttonClassName, buttonVariants, buttonSizes, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button/Button';
export { IconButton, iconButtonClassName, iconButtonVariants, iconButtonSizes, iconButtonShapes, type IconButtonProps } from './IconButton/IconButton';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export { ProgressBar, progressTones, type ProgressBarProps, type ProgressTone } from './ProgressBar/ProgressBar';
export { FullPageSpinner, type FullPageSpinnerProps } from './Spinner/FullPageSpinner';

export { FormField, type FormFieldProps } from './FormField/FormField';
export { FormError, type FormErrorProps } from './FormError/FormError';
export { StatusMessage, statusMessageTones, type StatusMessageProps, type StatusMessageTone } from './StatusMessage/StatusMessage';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { Textarea, type TextareaProps } from './Textarea/Textarea';
export { Select, type SelectProps, type SelectOption } from './Select/Select';
export { SearchInput, type SearchInputProps } from './SearchInput/SearchInput';
export { DropZone, type DropZoneProps } from './DropZone/DropZone';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';

export { toast, toastStore, toastTones, type ToastTone } from './Toast/toast-store';
export { Toaster, type ToasterProps } from './Toast/Toaster';
export { Modal, modalSizes, type ModalProps, type ModalSize } from './Modal/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { FormModal, type FormModalProps } from './FormModal/FormModal';
export * as DropdownMenu from './DropdownMenu/DropdownMenu';

export { Card, type CardProps } from './Card/Card';
export { StatCard, type StatCardProps } from './StatCard/StatCard';
export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { TrendBadge, trendDirections, type TrendBadgeProps, type TrendDirection } from './TrendBadge/TrendBadge';
export { Avatar, avatarSizes, type AvatarProps } from './Avatar/Avatar';
export { PageHeader, type PageHeaderProps } from './PageHeader/PageHeader';
export { Table, type TableProps, type TableColumn } from './Table/Table';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { ListToolbar, type ListToolbarProps } from './ListToolbar/ListToolbar';
export { RowActions, type RowActionsProps } from './RowActions/RowActions';
export { DescriptionList, type DescriptionListProps, type DescriptionItem } from './DescriptionList/DescriptionList';
export { IdentityHeader, type IdentityHeaderProps } from './IdentityHeader/IdentityHeader';

export { Stack, type StackProps } from './Stack/Stack';
export { Inline, type InlineProps } from './Inline/Inline';
export { Text, textSizes, textTones, textWeights, type TextProps, type TextSize, type TextTone, type TextWeight } from './Text/Text';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './SegmentedControl/SegmentedControl';
export type { Space, Align, Justify } from './shared/layout';
export { visuallyHidden } from './shared/visually-hidden.css';
export { useReturnFocus } from './shared/useReturnFocus';
