// The console shell's texts load with the console's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { teacherMessages } from '@dars/core/messages/areas/teacher';

registerMessages(teacherMessages);
