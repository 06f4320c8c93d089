// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { messageOptOutMessages } from '@dars/core/messages/areas/message-opt-out';

registerMessages(messageOptOutMessages);
