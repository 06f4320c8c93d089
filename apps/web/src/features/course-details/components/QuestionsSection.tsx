import { whatsAppChatLink } from '@dars/core/rules';
import { useContact } from '../../../shared/api/contact.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';

/** "Questions?" box: chat on WhatsApp, or send a message (prefilled about this course). */
export function QuestionsSection({ courseName }: { courseName: string }) {
  const t = useT();
  const contact = useContact();
  const number = contact.data?.whatsApp_Number;
  const chat = whatsAppChatLink(number, t('layout.footer.whatsappDefaultText'));
  const message = whatsAppChatLink(number, t('course.questions.prefilled', { course: courseName }));
  return (
    <section aria-labelledby="questions-title" className="rounded-2xl bg-secondary-50 p-6 text-start">
      <h2 id="questions-title" className="text-xl font-bold text-gray-900">
        {t('course.questions.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('course.questions.text')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {chat && (
          <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
            {t('course.questions.chat')}
          </a>
        )}
        {message && (
          <a href={message} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline')}>
            {t('course.questions.sendMessage')}
          </a>
        )}
      </div>
    </section>
  );
}
