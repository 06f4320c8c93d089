import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { GRADES } from '@dars/core/contract';
import { validateRegistration } from '@dars/core/rules';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormMessage, PasswordField, SelectField, TextField } from '../../shared/ui/fields.tsx';
import { postRegister, registerFailure, type RegistrationFields } from './api/register.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { EmailField } from './components/EmailField.tsx';
import './messages.ts';

const EMPTY: RegistrationFields = {
  userName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  parentPhone: '',
  academicYear: '',
};

export default function RegisterPage() {
  const t = useT();
  const navigate = useNavigate();
  const [fields, setFields] = useState<RegistrationFields>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const bind = (name: keyof RegistrationFields) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = validateRegistration(fields);
    if (invalid) return setError(t(invalid));
    setSubmitting(true);
    try {
      await postRegister(fields);
      void navigate('/login', { state: { registered: true } });
    } catch (failure) {
      setSubmitting(false);
      setError(t(registerFailure(failure)));
    }
  }

  return (
    <AuthCard title={t('layout.route.register')} subtitle={t('auth.register.subtitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <TextField label={t('common.field.userName')} autoComplete="name" {...bind('userName')} required />
        <EmailField {...bind('email')} />
        <TextField
          label={t('common.field.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          className="text-start"
          placeholder="01xxxxxxxxx"
          {...bind('phoneNumber')}
          required
        />
        <TextField
          label={t('common.field.parentPhone')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          className="text-start"
          placeholder="01xxxxxxxxx"
          {...bind('parentPhone')}
          required
        />
        <SelectField label={t('common.field.grade')} {...bind('academicYear')} required>
          <option value="">{t('common.field.chooseGrade')}</option>
          {GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {t(`common.grade.${grade}`)}
            </option>
          ))}
        </SelectField>
        <PasswordField
          label={t('common.field.password')}
          autoComplete="new-password"
          {...bind('password')}
          required
        />
        <PasswordField
          label={t('common.field.confirmPassword')}
          autoComplete="new-password"
          {...bind('confirmPassword')}
          required
        />
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <Button type="submit" className="w-full" loading={submitting}>
          {t('auth.register.submit')}
        </Button>
        <p className="text-center text-gray-700">
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-primary-800 underline-offset-2 hover:underline">
            {t('layout.topBar.login')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
