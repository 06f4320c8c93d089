// Pieces every console screen shares; only the console's lazy chunks import this folder.
export { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
export { QueryState, type QueryStateProps } from './QueryState.tsx';
export { useConsoleRole, type ConsoleRole } from './use-console-role.ts';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.tsx';
export { useConsoleMutation } from './use-console-mutation.ts';
export { usePageParams, type PageParams } from './use-page-params.ts';
export { SaveStatus, type SaveStatusProps, type SaveState } from './SaveStatus.tsx';
export { FormDialog, type FormDialogProps, type FormBinding } from './FormDialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export {
  callTeacher,
  teacherQueryKey,
  TEACHER_PREFIX,
  type TeacherEndpointName,
} from '../api/teacher-client.ts';
