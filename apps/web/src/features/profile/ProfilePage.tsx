import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { GRADES, validateProfileChange } from '@dars/core/rules';
import { ApiError } from '../../shared/api/client.ts';
import { errorTextId } from '../../shared/api/error-text.ts';
import { toSessionUser } from '../../shared/auth/session.ts';
import { useAuth } from '../../shared/auth/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormMessage, PasswordField, SelectField, TextField } from '../../shared/ui/fields.tsx';
import { postChangePassword } from './api/change-password.ts';
import { putProfile } from './api/update-profile.ts';
import { NotificationsSection } from './NotificationsSection.tsx';
import { ParentLinksSection } from './ParentLinksSection.tsx';
import { HonourNameSection } from './HonourNameSection.tsx';
import MyOrders from '../../shared/payments/MyOrders.tsx';
import './messages.ts';

/** Profile settings: only changed fields are sent; a password change needs the current one. */
export default function ProfilePage() {
  const t = useT();
  const navigate = useNavigate();
  const { user, setUser, logout } = useAuth();
  const [name, setName] = useState(user?.name ?? '');
  const [grade, setGrade] = useState(user?.grade ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  if (!user) return null;
  const current = user;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const result = validateProfileChange(
      { name: current.name, grade: current.grade },
      { name, grade, newPassword, confirmPassword },
    );
    if ('error' in result) return setMessage({ kind: 'error', text: t(result.error) });
    const { changes } = result;
    if (changes.newPassword !== undefined && currentPassword === '') {
      return setMessage({ kind: 'error', text: t('profileScreen.currentPasswordRequired') });
    }
    setSaving(true);
    try {
      const { newPassword: changedPassword, ...profileChanges } = changes;
      if (profileChanges.userName !== undefined || profileChanges.academicYear !== undefined) {
        const answer = await putProfile(profileChanges);
        if (answer?.data) setUser(toSessionUser(answer.data, current));
        else
          setUser({
            ...current,
            name: profileChanges.userName ?? current.name,
            grade: profileChanges.academicYear ?? current.grade,
          });
      }
      if (changedPassword !== undefined) {
        await postChangePassword({ currentPassword, newPassword: changedPassword, confirmPassword });
        setCurrentPassword('');
        setNewPassword('');
        setConfirmPassword('');
      }
      setMessage({ kind: 'success', text: t('profile.updated') });
    } catch (failure) {
      const text =
        failure instanceof ApiError
          ? t(errorTextId(failure, { fallback: 'profileScreen.saveFailed' }))
          : t('errors.unexpectedTryAgain');
      setMessage({ kind: 'error', text });
    } finally {
      setSaving(false);
    }
  }

  async function onLogout() {
    await logout();
    void navigate('/');
  }

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{t('profileScreen.title')}</h1>
      <p className="mt-1 text-gray-700">{t('profileScreen.subtitle')}</p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-8 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
      >
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-gray-900">
            {t('profileScreen.accountSection')}
          </legend>
          <TextField
            label={t('common.field.email')}
            value={current.email}
            readOnly
            dir="ltr"
            className="text-start"
            hint={t('profileScreen.emailReadOnly')}
          />
          <TextField
            label={t('common.field.fullName')}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={t('common.field.grade')}
            name="grade"
            value={grade}
            onChange={(event) => setGrade(event.target.value)}
          >
            <option value="">{t('common.field.chooseGrade')}</option>
            {GRADES.map((option) => (
              <option key={option} value={option}>
                {t(`common.grade.${option}`)}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <fieldset className="space-y-4 border-t border-gray-200 pt-6">
          <legend className="mb-2 text-lg font-bold text-gray-900">
            {t('profileScreen.passwordSection')}
          </legend>
          <p className="text-sm text-gray-600">{t('profileScreen.passwordHint')}</p>
          <PasswordField
            label={t('profileScreen.currentPassword')}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <PasswordField
            label={t('common.field.newPassword')}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
          <PasswordField
            label={t('common.field.confirmPassword')}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </fieldset>
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <div className="flex flex-wrap justify-between gap-3">
          <Button type="submit" loading={saving}>
            {t('profileScreen.save')}
          </Button>
          <Button variant="danger" onClick={() => void onLogout()}>
            {t('layout.topBar.logout')}
          </Button>
        </div>
      </form>
      <NotificationsSection />
      <ParentLinksSection />
      <HonourNameSection />
      <MyOrders />
    </section>
  );
}
