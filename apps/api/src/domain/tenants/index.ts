export {
  upsertTenant,
  setTeacherProfile,
  setContact,
  teacherProfileFileSchema,
  type TeacherProfileFile,
  type ContactInput,
} from './tenant-setup.ts';
export { listContacts } from './list-contacts.ts';
