import { useState, type FormEvent } from 'react';
import type { TeacherProfileForm } from '@dars/core/contract';
import { SaveStatus, TextAreaField, useConsoleRole } from '../../../shared/console/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/fields.tsx';
import { resolveImage } from '../../../shared/ui/images.ts';
import { useSaveProfile, useUploadTeacherPhoto } from '../api/site-content.ts';
import { ProfileContacts, ProfileStatistics } from './ProfileNumbers.tsx';
import { ProfileSubjects } from './ProfileSubjects.tsx';

/** The teacher's profile as the home page shows it; saved as one versioned write. */
export function ProfileForm({ profile }: { profile: TeacherProfileForm }) {
  const t = useT();
  const { canEdit } = useConsoleRole();
  const save = useSaveProfile();
  const photo = useUploadTeacherPhoto();
  const [form, setForm] = useState(profile);
  const [qualifications, setQualifications] = useState(profile.qualifications.join('\n'));
  const busy = save.isPending || photo.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    photo.reset();
    const { photoUrl: _photo, ...body } = form;
    save.mutate(
      {
        ...body,
        qualifications: qualifications
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        subjects: form.subjects.filter((subject) => subject.name.trim()),
      },
      { onSuccess: (next) => setForm(next) },
    );
  }

  function upload(image: File | undefined) {
    if (!image) return;
    save.reset();
    photo.mutate(
      { version: form.version, image },
      {
        onSuccess: (answer) => {
          if (answer.data) setForm({ ...form, photoUrl: answer.data.photoUrl, version: answer.data.version });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-xl font-bold">{t('teacher.home.profile')}</h2>
      <fieldset disabled={!canEdit || busy} className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={resolveImage(form.photoUrl)}
            alt={t('teacher.home.photo')}
            className="h-20 w-20 rounded-full bg-gray-100 object-cover"
          />
          <label className="grid min-w-0 gap-1">
            <span className="font-semibold text-gray-800">{t('teacher.home.photoUpload')}</span>
            <input
              type="file"
              className="max-w-full"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(event) => upload(event.target.files?.[0])}
            />
          </label>
          <SaveStatus state={photo} success={t('teacher.home.saved')} />
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField
            label={t('teacher.home.teacherName')}
            value={form.teacherName}
            required
            maxLength={100}
            onChange={(event) => setForm({ ...form, teacherName: event.target.value })}
          />
          <TextField
            label={t('teacher.home.specialization')}
            value={form.specialization}
            maxLength={200}
            onChange={(event) => setForm({ ...form, specialization: event.target.value })}
          />
        </div>
        <TextAreaField
          label={t('teacher.home.bio')}
          value={form.bio}
          rows={4}
          maxLength={4000}
          onChange={(event) => setForm({ ...form, bio: event.target.value })}
        />
        <TextAreaField
          label={t('teacher.home.qualifications')}
          value={qualifications}
          rows={3}
          onChange={(event) => setQualifications(event.target.value)}
        />
        <ProfileSubjects subjects={form.subjects} onChange={(subjects) => setForm({ ...form, subjects })} />
        <ProfileStatistics
          statistics={form.statistics}
          onChange={(statistics) => setForm({ ...form, statistics })}
        />
        <ProfileContacts contacts={form.contacts} onChange={(contacts) => setForm({ ...form, contacts })} />
        {canEdit && (
          <div className="sticky bottom-20 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-white py-2 lg:bottom-2">
            <Button type="submit" loading={save.isPending}>
              {t('teacher.home.saveProfile')}
            </Button>
            <SaveStatus state={save} success={t('teacher.home.saved')} />
          </div>
        )}
      </fieldset>
    </form>
  );
}
