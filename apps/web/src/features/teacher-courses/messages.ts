// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { teacherMessages } from '@dars/core/messages/areas/teacher';
import { teacherCoursesMessages } from '@dars/core/messages/areas/teacher-courses';

// the console shell's area (buttons, loading texts) is registered by the shell too
registerMessages(teacherMessages);
registerMessages(teacherCoursesMessages);
