// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { errorsMessages } from '@dars/core/messages/areas/errors';
import { authScreensMessages } from '@dars/core/messages/areas/auth-screens';

registerMessages(authScreensMessages, errorsMessages);
