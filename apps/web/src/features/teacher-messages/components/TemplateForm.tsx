import { useState, type FormEvent } from 'react';
import type { MessageTemplate } from '@dars/core/contract';
import { SaveStatus, TextAreaField } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { useResetTemplate, useSaveTemplate } from '../api/messages.ts';

/**
 * One event's template: the approved WhatsApp template's name and language, its variables in
 * order (names of the event's values, comma separated), and the SMS text with {placeholders}.
 * The server refuses a name the event does not have; "back to the default" drops the edit.
 */
export function TemplateForm({ template }: { template: MessageTemplate }) {
  const t = useT();
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const fromTemplate = () => ({
    whatsappName: template.whatsappName,
    whatsappLanguage: template.whatsappLanguage,
    whatsappParams: template.whatsappParams.join(', '),
    smsText: template.smsText,
  });
  const [draft, setDraft] = useState(fromTemplate);
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      event: template.event,
      whatsappName: draft.whatsappName.trim(),
      whatsappLanguage: draft.whatsappLanguage.trim(),
      whatsappParams: draft.whatsappParams
        .split(/[,،]/)
        .map((name) => name.trim())
        .filter(Boolean),
      smsText: draft.smsText,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t('teacherMessages.templates.whatsappName')}
        dir="ltr"
        autoComplete="off"
        value={draft.whatsappName}
        onChange={set('whatsappName')}
      />
      <TextField
        label={t('teacherMessages.templates.language')}
        dir="ltr"
        autoComplete="off"
        value={draft.whatsappLanguage}
        onChange={set('whatsappLanguage')}
      />
      <TextField
        className="md:col-span-2"
        label={t('teacherMessages.templates.params')}
        hint={t('teacherMessages.templates.available', { names: template.variables.join(', ') })}
        dir="ltr"
        autoComplete="off"
        value={draft.whatsappParams}
        onChange={set('whatsappParams')}
      />
      <div className="md:col-span-2">
        <TextAreaField
          label={t('teacherMessages.templates.sms')}
          rows={3}
          maxLength={600}
          value={draft.smsText}
          onChange={set('smsText')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {t('teacher.save')}
        </Button>
        {template.custom && (
          <Button
            type="button"
            variant="ghost"
            loading={reset.isPending}
            onClick={() => reset.mutate({ event: template.event }, { onSuccess: () => save.reset() })}
          >
            {t('teacherMessages.templates.reset')}
          </Button>
        )}
        <SaveStatus state={save} success={t('teacherMessages.templates.saved')} />
      </div>
    </form>
  );
}
