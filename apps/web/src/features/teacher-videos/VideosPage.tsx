import { PageHeader, useConsoleRole } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { BunnySettingsForm } from './components/BunnySettingsForm.tsx';
import { WatermarkLookup } from './components/WatermarkLookup.tsx';
import './messages.ts';

/** Protected video in the console: leak tracing (staff) and the Bunny Stream library (the teacher). */
export default function VideosPage() {
  const t = useT();
  const { canEdit } = useConsoleRole();
  return (
    <section className="space-y-6">
      <PageHeader title={t('teacherVideos.title')} hint={t('teacherVideos.hint')} />
      <WatermarkLookup />
      {canEdit && <BunnySettingsForm />}
    </section>
  );
}
