// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
// The console shell's area (`teacher`: save, cancel, delete…) is registered again here so the
// feature names every area it uses.
import { registerMessages } from '../../shared/i18n/index.ts';
import { teacherMessages } from '@dars/core/messages/areas/teacher';
import { teacherPaymentsMessages } from '@dars/core/messages/areas/teacher-payments';
import { paymentsMessages } from '@dars/core/messages/areas/payments';

registerMessages(teacherMessages, teacherPaymentsMessages, paymentsMessages);
