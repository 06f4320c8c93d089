// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { teacherMessages } from '@dars/core/messages/areas/teacher';
import { teacherStudentsMessages } from '@dars/core/messages/areas/teacher-students';

// the console shell's texts (loading, errors, roles) are registered by the shell too; naming them
// here keeps this chunk's needs in one place
registerMessages(teacherMessages);
registerMessages(teacherStudentsMessages);
