// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { coursePlayerMessages } from '@dars/core/messages/areas/course-player';
import { accessMessages } from '@dars/core/messages/areas/access';

registerMessages(coursePlayerMessages, accessMessages);
