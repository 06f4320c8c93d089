// The message areas this feature shows; they load with the feature's chunk (see shared/i18n).
import { registerMessages } from '../../shared/i18n/index.ts';
import { unitViewerMessages } from '@dars/core/messages/areas/unit-viewer';
import { accessMessages } from '@dars/core/messages/areas/access';

registerMessages(unitViewerMessages, accessMessages);
