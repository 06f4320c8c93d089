// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
// The console shell's area is registered again for the shared texts this feature uses (totals).
import { registerMessages } from '../../shared/i18n/index.ts';
import { teacherMessages } from '@dars/core/messages/areas/teacher';
import { teacherDashboardMessages } from '@dars/core/messages/areas/teacher-dashboard';

registerMessages(teacherMessages);
registerMessages(teacherDashboardMessages);
