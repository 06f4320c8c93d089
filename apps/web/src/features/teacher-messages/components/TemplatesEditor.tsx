import { QueryState } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { useMessageTemplates } from '../api/messages.ts';
import { TemplateForm } from './TemplateForm.tsx';

/** Every event's template, each folded in its own panel (a phone shows the one being edited). */
export function TemplatesEditor() {
  const t = useT();
  const query = useMessageTemplates();
  return (
    <div>
      <p className="mb-4 text-sm text-gray-700">{t('teacherMessages.templates.hint')}</p>
      <QueryState query={query}>
        {(data) => (
          <div className="space-y-3">
            {data.items.map((template) => (
              <details
                key={template.event}
                data-testid={`template-${template.event}`}
                className="rounded-2xl bg-white p-4 shadow-sm"
              >
                <summary className="cursor-pointer font-semibold text-gray-900">
                  {t(`teacherMessages.event.${template.event}`)}
                  <span className="ms-2 text-sm font-normal text-gray-600">
                    {template.custom
                      ? t('teacherMessages.templates.custom')
                      : t('teacherMessages.templates.default')}
                  </span>
                </summary>
                <div className="mt-4">
                  {/* a saved or reset template starts the form afresh from what the server holds */}
                  <TemplateForm key={JSON.stringify(template)} template={template} />
                </div>
              </details>
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
