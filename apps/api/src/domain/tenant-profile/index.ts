export { getTeacherProfileForm } from './get-teacher-profile-form.ts';
export { saveTeacherProfile } from './save-teacher-profile.ts';
export { setTeacherPhoto } from './set-teacher-photo.ts';
