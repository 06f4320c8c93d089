// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
// The console shell's area (`teacher`: save, cancel, delete…) is registered again here so the
// feature names every area it uses.
import { registerMessages } from '../../shared/i18n/index.ts';
import { teacherMessages } from '@dars/core/messages/areas/teacher';
import { teacherVideosMessages } from '@dars/core/messages/areas/teacher-videos';

registerMessages(teacherMessages, teacherVideosMessages);
