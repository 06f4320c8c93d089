import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { validateEmailStep, validateResetPassword } from '@dars/core/rules';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { FormMessage, PasswordField, TextField } from '../../shared/ui/fields.tsx';
import { forgotPasswordFailure, postForgotPassword } from './api/forgot-password.ts';
import { postResetPassword, resetPasswordFailure } from './api/reset-password.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { EmailField } from './components/EmailField.tsx';
import './messages.ts';

type Step = 1 | 2 | 3;

/** 1 email → 2 one-time code + new password → 3 done; starts at 2 when ?email= is given. */
export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const initialEmail = params.get('email') ?? '';
  const [step, setStep] = useState<Step>(initialEmail ? 2 : 1);
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = validateEmailStep(email);
    if (invalid) return setError(t(invalid));
    setSubmitting(true);
    try {
      await postForgotPassword(email);
      setInfo(t('auth.reset.codeSent', { email: email.trim() }));
      setStep(2);
    } catch (failure) {
      setError(t(forgotPasswordFailure(failure, 'errors.forgotPasswordFailed')));
    } finally {
      setSubmitting(false);
    }
  }

  async function resetPassword(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = validateResetPassword({ email, otp, newPassword, confirmPassword });
    if (invalid) return setError(t(invalid));
    setSubmitting(true);
    try {
      await postResetPassword({ email, otp, newPassword, confirmPassword });
      setStep(3);
    } catch (failure) {
      setError(t(resetPasswordFailure(failure)));
    } finally {
      setSubmitting(false);
    }
  }

  const steps = (
    <ol className="mb-6 flex gap-2" aria-label={t('auth.reset.stepsLabel')}>
      {([1, 2, 3] as const).map((number) => (
        <li
          key={number}
          aria-current={number === step ? 'step' : undefined}
          className={`flex-1 rounded-full py-1 text-center text-sm font-semibold ${
            number <= step ? 'bg-primary-700 text-white' : 'bg-gray-200 text-gray-700'
          }`}
        >
          {t('auth.reset.step', { number })}
        </li>
      ))}
    </ol>
  );

  if (step === 3) {
    return (
      <AuthCard title={t('layout.route.resetPassword')}>
        {steps}
        <div role="status" className="space-y-4">
          <FormMessage kind="success">{t('errors.resetPasswordSucceeded')}</FormMessage>
          <Link to="/login" className={buttonClasses('primary', 'md', 'w-full')}>
            {t('auth.reset.goToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('layout.route.resetPassword')}
      subtitle={step === 1 ? t('auth.reset.step1Text') : t('auth.reset.step2Text')}
    >
      {steps}
      {step === 1 ? (
        <form onSubmit={(event) => void sendCode(event)} noValidate className="space-y-4">
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <Button type="submit" className="w-full" loading={submitting}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void resetPassword(event)} noValidate className="space-y-4">
          {info && <FormMessage kind="info">{info}</FormMessage>}
          <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
          <TextField
            label={t('common.field.otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            className="text-start"
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            required
          />
          <PasswordField
            label={t('common.field.newPassword')}
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            required
          />
          <PasswordField
            label={t('common.field.confirmPassword')}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            required
          />
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <Button type="submit" className="w-full" loading={submitting}>
            {t('auth.reset.submit')}
          </Button>
          <button
            type="button"
            className="w-full text-sm font-semibold text-primary-800 hover:underline"
            onClick={() => {
              setError(null);
              setInfo(null);
              setStep(1);
            }}
          >
            {t('auth.reset.changeEmail')}
          </button>
        </form>
      )}
      <p className="mt-4 text-center">
        <Link to="/login" className="font-semibold text-primary-800 underline-offset-2 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
