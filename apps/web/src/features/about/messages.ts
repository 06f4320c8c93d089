// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { errorsMessages } from '@dars/core/messages/areas/errors';
import { aboutMessages } from '@dars/core/messages/areas/about';

registerMessages(aboutMessages, errorsMessages);
