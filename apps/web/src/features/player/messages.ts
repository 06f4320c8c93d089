// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { playerMessages } from '@dars/core/messages/areas/player';
import { accessMessages } from '@dars/core/messages/areas/access';
import { videoMessages } from '@dars/core/messages/areas/video';

registerMessages(playerMessages, accessMessages, videoMessages);
