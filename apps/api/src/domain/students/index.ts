export { listStudents, type ListStudentsOptions } from './list-students.ts';
export { getStudent } from './get-student.ts';
export { deactivateStudent, reactivateStudent } from './set-student-active.ts';
export { resetDevices } from './reset-devices.ts';
export { enrolStudent, unenrolStudent } from './enrol-student.ts';
export { sendPasswordReset } from './send-password-reset.ts';
export { exportStudents } from './export-students.ts';
export { recordStudentsExport } from './record-students-export.ts';
