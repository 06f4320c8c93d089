// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { errorsMessages } from '@dars/core/messages/areas/errors';
import { examMessages } from '@dars/core/messages/areas/exam';
import { parentLinksMessages } from '@dars/core/messages/areas/parent-links';
import { profileScreenMessages } from '@dars/core/messages/areas/profile-screen';

registerMessages(profileScreenMessages, errorsMessages);
registerMessages(parentLinksMessages);
registerMessages(examMessages);
