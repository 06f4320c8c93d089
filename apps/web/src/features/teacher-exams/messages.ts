// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
// The console shell's area (its shared buttons) is registered again here: the same module the
// shell already loaded, so this costs nothing and keeps the screen whole on its own.
import { registerMessages } from '../../shared/i18n/index.ts';
import { teacherMessages } from '@dars/core/messages/areas/teacher';
import { teacherExamsMessages } from '@dars/core/messages/areas/teacher-exams';

registerMessages(teacherMessages);
registerMessages(teacherExamsMessages);
