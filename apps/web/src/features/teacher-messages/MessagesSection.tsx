import { useSearchParams } from 'react-router';
import { PageHeader, useConsoleRole } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { AnnounceForm } from './components/AnnounceForm.tsx';
import { ChannelSettings } from './components/ChannelSettings.tsx';
import { JobsList } from './components/JobsList.tsx';
import { MessageLog } from './components/MessageLog.tsx';
import { TemplatesEditor } from './components/TemplatesEditor.tsx';
import './messages.ts';

const STAFF_TABS = ['log', 'announce', 'jobs'] as const;
const ADMIN_TABS = [...STAFF_TABS, 'templates', 'channels'] as const;
type Tab = (typeof ADMIN_TABS)[number];

/**
 * The console's messages: the log (searchable per student), a new announcement, the background
 * jobs, and for the teacher (Admin) the templates and channels. The tab is kept in the address.
 */
export default function MessagesSection() {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const [params, setParams] = useSearchParams();
  const tabs: readonly Tab[] = canEdit ? ADMIN_TABS : STAFF_TABS;
  const asked = params.get('tab') as Tab | null;
  const selected: Tab = asked && tabs.includes(asked) ? asked : 'log';
  const select = (tab: Tab) => setParams(tab === 'log' ? {} : { tab });
  const jobState = params.get('state') ?? '';

  return (
    <section>
      <PageHeader title={t('teacherMessages.title')} hint={t('teacherMessages.hint')} />
      <Tabs
        label={t('teacherMessages.tabs')}
        selected={selected}
        onSelect={select}
        tabs={tabs.map((key) => ({ key, label: t(`teacherMessages.tab.${key}`) }))}
      >
        {selected === 'log' && <MessageLog />}
        {selected === 'announce' && <AnnounceForm />}
        {selected === 'jobs' && (
          <JobsList
            state={jobState}
            onState={(state) => setParams(state ? { tab: 'jobs', state } : { tab: 'jobs' })}
          />
        )}
        {selected === 'templates' && <TemplatesEditor />}
        {selected === 'channels' && <ChannelSettings />}
      </Tabs>
    </section>
  );
}
