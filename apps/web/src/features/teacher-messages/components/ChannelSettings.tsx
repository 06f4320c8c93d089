import { QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { useMessageChannels } from '../api/messages.ts';
import { SmsForm } from './SmsForm.tsx';
import { WhatsAppForm } from './WhatsAppForm.tsx';

/** The Admin's channels: WhatsApp first (used when on), then the SMS gateway. */
export function ChannelSettings() {
  const t = useT();
  const query = useMessageChannels();
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">{t('teacherMessages.channels.hint')}</p>
      <QueryState query={query}>
        {(channels) => (
          <>
            <WhatsAppForm saved={channels.whatsapp} />
            <SmsForm saved={channels.sms} />
          </>
        )}
      </QueryState>
    </div>
  );
}
