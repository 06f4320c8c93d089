export { listStaff } from './list-staff.ts';
export { addStaff } from './add-staff.ts';
export { removeStaff } from './remove-staff.ts';
export { requireStaffPermission, setStaffPermissions, type StaffPermission } from './staff-permissions.ts';
