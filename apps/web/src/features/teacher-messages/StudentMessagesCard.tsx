import { useT } from '../../shared/i18n/index.ts';
import { MessagePages } from './components/MessageLog.tsx';
import './messages.ts';

/** A student's messages (to them and to their parent), on the student's page in the console. */
export function StudentMessagesCard({ studentId }: { studentId: string }) {
  const t = useT();
  return (
    <section aria-labelledby="student-messages" className="rounded-2xl bg-gray-50 p-4">
      <h2 id="student-messages" className="mb-3 text-lg font-bold text-gray-900">
        {t('teacherMessages.student.title')}
      </h2>
      <MessagePages filters={{ studentId }} showStudent={false} />
    </section>
  );
}
