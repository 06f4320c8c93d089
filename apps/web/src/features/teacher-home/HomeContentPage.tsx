import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ConsoleTestimonial, TeacherProfileForm } from '@dars/core/contract';
import { errorCodeOf, errorTextId } from '../../shared/api/error-text.ts';
import { callTeacher, TEACHER_PREFIX } from '../../shared/api/teacher-client.ts';
import { PageHeader, QueryState, TextAreaField, useConsoleRole } from '../../shared/console/index.ts';
import { useT, type MessageId } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { FormMessage, TextField } from '../../shared/ui/fields.tsx';
import { resolveImage } from '../../shared/ui/images.ts';
import { uploadTeacherPhoto, useTeacherProfile, useTestimonials } from './api/home.ts';
import './messages.ts';

type Notice = { kind: 'success' | 'error'; text: string } | null;

const STATS = ['years', 'studentsPassed', 'lessons', 'successRate', 'students', 'videos'] as const;
const CONTACTS = ['whatsappNumber', 'facebookPage', 'youtubeChannel', 'tiktokChannel'] as const;

function useFailure() {
  const t = useT();
  return (error: unknown): Notice => ({
    kind: 'error',
    text: t(errorTextId(error, { fallback: 'teacher.home.saveFailed' })),
  });
}

function ProfileForm({ profile }: { profile: TeacherProfileForm }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { canEdit } = useConsoleRole();
  const failure = useFailure();
  const [form, setForm] = useState(profile);
  const [qualifications, setQualifications] = useState(profile.qualifications.join('\n'));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const adopt = (next: TeacherProfileForm) => {
    setForm(next);
    setQualifications(next.qualifications.join('\n'));
    void queryClient.invalidateQueries({ queryKey: [TEACHER_PREFIX, 'teacherProfileGet'] });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const { photoUrl: _photo, ...body } = form;
      const answer = await callTeacher('teacherProfileSave', {
        ...body,
        qualifications: qualifications
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        subjects: form.subjects.filter((subject) => subject.name.trim()),
      });
      if (answer.data) adopt(answer.data);
      setNotice({ kind: 'success', text: t('teacher.home.saved') });
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  }

  async function photo(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setNotice(null);
    try {
      const answer = await uploadTeacherPhoto(form.version, file);
      if (answer.data) adopt({ ...form, photoUrl: answer.data.photoUrl, version: answer.data.version });
      setNotice({ kind: 'success', text: t('teacher.home.saved') });
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="mb-3 text-xl font-bold">{t('teacher.home.profile')}</h2>
      <fieldset disabled={!canEdit || busy} className="grid gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={resolveImage(form.photoUrl)}
            alt={t('teacher.home.photo')}
            className="h-20 w-20 rounded-full bg-gray-100 object-cover"
          />
          <label className="grid gap-1">
            <span className="font-semibold text-gray-800">{t('teacher.home.photoUpload')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              onChange={(event) => void photo(event.target.files?.[0])}
            />
          </label>
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
        <fieldset>
          <legend className="mb-1 font-semibold text-gray-800">{t('teacher.home.subjects')}</legend>
          <ul className="space-y-2">
            {form.subjects.map((subject, index) => (
              <li key={index} className="flex flex-wrap items-end gap-2">
                <div className="min-w-40 flex-1">
                  <TextField
                    label={t('teacher.home.subjectName')}
                    value={subject.name}
                    onChange={(event) =>
                      setForm({
                        ...form,
                        subjects: form.subjects.map((s, i) =>
                          i === index ? { ...s, name: event.target.value } : s,
                        ),
                      })
                    }
                  />
                </div>
                <div className="min-w-40 flex-1">
                  <TextField
                    label={t('teacher.home.subjectLevel')}
                    value={subject.level}
                    onChange={(event) =>
                      setForm({
                        ...form,
                        subjects: form.subjects.map((s, i) =>
                          i === index ? { ...s, level: event.target.value } : s,
                        ),
                      })
                    }
                  />
                </div>
                <Button
                  variant="outline"
                  onClick={() => setForm({ ...form, subjects: form.subjects.filter((_s, i) => i !== index) })}
                >
                  {t('teacher.home.removeSubject')}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => setForm({ ...form, subjects: [...form.subjects, { name: '', level: '' }] })}
          >
            {t('teacher.home.addSubject')}
          </Button>
        </fieldset>
        <fieldset>
          <legend className="mb-1 font-semibold text-gray-800">{t('teacher.home.statistics')}</legend>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {STATS.map((name) => (
              <TextField
                key={name}
                type="number"
                min={0}
                max={name === 'successRate' ? 100 : undefined}
                label={t(`teacher.home.stat.${name}` as MessageId)}
                value={form.statistics[name]}
                onChange={(event) =>
                  setForm({
                    ...form,
                    statistics: {
                      ...form.statistics,
                      [name]: Math.max(0, Math.round(Number(event.target.value))),
                    },
                  })
                }
              />
            ))}
            <TextField
              label={t('teacher.home.stat.support')}
              value={form.statistics.support}
              maxLength={40}
              onChange={(event) =>
                setForm({ ...form, statistics: { ...form.statistics, support: event.target.value } })
              }
            />
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1 font-semibold text-gray-800">{t('teacher.home.contacts')}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {CONTACTS.map((name) => (
              <TextField
                key={name}
                dir="ltr"
                label={t(`teacher.home.${name}` as MessageId)}
                value={form.contacts[name]}
                inputMode={name === 'whatsappNumber' ? 'tel' : 'url'}
                onChange={(event) =>
                  setForm({ ...form, contacts: { ...form.contacts, [name]: event.target.value } })
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={busy}>
            {t('teacher.home.saveProfile')}
          </Button>
        </div>
      </fieldset>
      {notice && (
        <div className="mt-3" aria-live="polite">
          <FormMessage kind={notice.kind}>{notice.text}</FormMessage>
        </div>
      )}
    </form>
  );
}

type TestimonialDraft = Pick<ConsoleTestimonial, 'author' | 'caption' | 'text' | 'rating' | 'hidden'>;
const EMPTY: TestimonialDraft = { author: '', caption: '', text: '', rating: 5, hidden: false };

function TestimonialDialog({
  open,
  initial,
  title,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: TestimonialDraft;
  title: string;
  onClose(): void;
  onSave(draft: TestimonialDraft): Promise<void>;
}) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [busy, setBusy] = useState(false);
  const formId = 'testimonial-form';
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave(draft);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button type="submit" form={formId} loading={busy}>
            {t('teacher.save')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('teacher.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-3">
        <TextField
          label={t('teacher.home.author')}
          value={draft.author}
          required
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, author: event.target.value })}
        />
        <TextField
          label={t('teacher.home.caption')}
          value={draft.caption}
          maxLength={200}
          onChange={(event) => setDraft({ ...draft, caption: event.target.value })}
        />
        <TextAreaField
          label={t('teacher.home.text')}
          value={draft.text}
          required
          maxLength={2000}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        <TextField
          type="number"
          min={1}
          max={5}
          label={t('teacher.home.rating')}
          value={draft.rating}
          onChange={(event) =>
            setDraft({ ...draft, rating: Math.min(5, Math.max(1, Math.round(Number(event.target.value)))) })
          }
        />
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary-700"
            checked={draft.hidden}
            onChange={(event) => setDraft({ ...draft, hidden: event.target.checked })}
          />
          {t('teacher.home.hidden')}
        </label>
      </form>
    </Dialog>
  );
}

function Testimonials({ items }: { items: ConsoleTestimonial[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { canEdit } = useConsoleRole();
  const failure = useFailure();
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<ConsoleTestimonial | 'new' | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [TEACHER_PREFIX, 'teacherTestimonialsList'] });

  async function run(action: () => Promise<unknown>) {
    setNotice(null);
    try {
      await action();
      setNotice({ kind: 'success', text: t('teacher.home.saved') });
      setEditing(null);
    } catch (error) {
      setNotice(failure(error));
      if (errorCodeOf(error) === 'stale_version' || errorCodeOf(error) === 'invalid_order') setEditing(null);
    } finally {
      await refresh();
    }
  }

  const fields = (item: ConsoleTestimonial): TestimonialDraft => ({
    author: item.author,
    caption: item.caption,
    text: item.text,
    rating: item.rating,
    hidden: item.hidden,
  });
  const move = (index: number, offset: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + offset, 0, id!);
    return run(() => callTeacher('teacherTestimonialsReorder', { ids }));
  };

  return (
    <section className="mt-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{t('teacher.home.testimonials')}</h2>
        {canEdit && <Button onClick={() => setEditing('new')}>{t('teacher.home.addTestimonial')}</Button>}
      </div>
      {notice && (
        <div className="mb-3" aria-live="polite">
          <FormMessage kind={notice.kind}>{notice.text}</FormMessage>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState title={t('teacher.home.noTestimonials')} />
      ) : (
        <ol className="space-y-3">
          {items.map((item, index) => (
            <li
              key={item.id}
              data-testid="testimonial"
              className={`rounded-2xl bg-white p-4 shadow-sm ${item.hidden ? 'opacity-70' : ''}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {item.author} <span className="text-sm font-normal text-gray-600">{item.caption}</span>
                </p>
                <p className="text-amber-700" aria-label={`${item.rating}/5`}>
                  {'★'.repeat(item.rating)}
                </p>
              </div>
              <p className="mt-1 text-gray-800">{item.text}</p>
              {item.hidden && (
                <p className="mt-1 text-sm font-semibold text-gray-700">{t('teacher.home.hidden')}</p>
              )}
              {canEdit && (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      void run(() =>
                        callTeacher('teacherTestimonialUpdate', {
                          id: item.id,
                          ...fields(item),
                          hidden: !item.hidden,
                          version: item.version,
                        }),
                      )
                    }
                    aria-label={t(item.hidden ? 'teacher.home.showNamed' : 'teacher.home.hideNamed', {
                      name: item.author,
                    })}
                  >
                    {t(item.hidden ? 'teacher.home.show' : 'teacher.home.hide')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(item)}
                    aria-label={t('teacher.home.editNamed', { name: item.author })}
                  >
                    {t('teacher.edit')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                    aria-label={t('teacher.home.moveUp', { name: item.author })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={index === items.length - 1}
                    onClick={() => void move(index, 1)}
                    aria-label={t('teacher.home.moveDown', { name: item.author })}
                  >
                    ↓
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing && (
        <TestimonialDialog
          open
          initial={editing === 'new' ? EMPTY : fields(editing)}
          title={t(editing === 'new' ? 'teacher.home.addTestimonial' : 'teacher.home.editTestimonial')}
          onClose={() => setEditing(null)}
          onSave={(draft) =>
            run(() =>
              editing === 'new'
                ? callTeacher('teacherTestimonialCreate', draft)
                : callTeacher('teacherTestimonialUpdate', {
                    id: editing.id,
                    ...draft,
                    version: editing.version,
                  }),
            )
          }
        />
      )}
    </section>
  );
}

/** The home page's content: the teacher's profile and contact links, and the testimonials. */
export default function HomeContentPage() {
  const t = useT();
  const profile = useTeacherProfile();
  const testimonials = useTestimonials();
  return (
    <section>
      <PageHeader title={t('teacher.home.title')} hint={t('teacher.home.hint')} />
      <QueryState query={profile}>{(data) => <ProfileForm key={data.version} profile={data} />}</QueryState>
      <QueryState query={testimonials}>{(items) => <Testimonials items={items} />}</QueryState>
    </section>
  );
}
