import type { TeacherProfileForm } from '@dars/core/contract';
import { useT, type MessageId } from '../../../shared/i18n/index.ts';
import { TextField } from '../../../shared/ui/fields.tsx';

const STATS = ['years', 'studentsPassed', 'lessons', 'successRate', 'students', 'videos'] as const;
const CONTACTS = ['whatsappNumber', 'facebookPage', 'youtubeChannel', 'tiktokChannel'] as const;

type Statistics = TeacherProfileForm['statistics'];
type Contacts = TeacherProfileForm['contacts'];

/** The figures the home page shows (years of teaching, students who passed…). */
export function ProfileStatistics({
  statistics,
  onChange,
}: {
  statistics: Statistics;
  onChange(next: Statistics): void;
}) {
  const t = useT();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-semibold text-gray-800">{t('teacher.home.statistics')}</legend>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {STATS.map((name) => (
          <TextField
            key={name}
            type="number"
            min={0}
            max={name === 'successRate' ? 100 : undefined}
            label={t(`teacher.home.stat.${name}` as MessageId)}
            value={statistics[name]}
            onChange={(event) =>
              onChange({ ...statistics, [name]: Math.max(0, Math.round(Number(event.target.value))) })
            }
          />
        ))}
        <TextField
          label={t('teacher.home.stat.support')}
          value={statistics.support}
          maxLength={40}
          onChange={(event) => onChange({ ...statistics, support: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

/** The teacher's WhatsApp number and social pages. */
export function ProfileContacts({
  contacts,
  onChange,
}: {
  contacts: Contacts;
  onChange(next: Contacts): void;
}) {
  const t = useT();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-semibold text-gray-800">{t('teacher.home.contacts')}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {CONTACTS.map((name) => (
          <TextField
            key={name}
            dir="ltr"
            label={t(`teacher.home.${name}` as MessageId)}
            value={contacts[name]}
            inputMode={name === 'whatsappNumber' ? 'tel' : 'url'}
            onChange={(event) => onChange({ ...contacts, [name]: event.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
