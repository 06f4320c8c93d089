import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { validateEmailStep } from '@dars/core/rules';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { FormMessage } from '../../shared/ui/fields.tsx';
import { forgotPasswordFailure, postForgotPassword } from './api/forgot-password.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { EmailField } from './components/EmailField.tsx';
import './messages.ts';

export default function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = validateEmailStep(email);
    if (invalid) return setError(t(invalid));
    setSubmitting(true);
    try {
      await postForgotPassword(email);
      setSentTo(email.trim());
    } catch (failure) {
      setError(t(forgotPasswordFailure(failure, 'errors.forgotPasswordScreen.text')));
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')}>
        <div role="status" className="space-y-4">
          <p className="text-gray-800">{t('auth.forgot.sentText', { email: sentTo })}</p>
          <Link
            to={`/reset-password?email=${encodeURIComponent(sentTo)}`}
            className={buttonClasses('primary', 'md', 'w-full')}
          >
            {t('layout.route.resetPassword')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('layout.route.forgotPassword')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <EmailField value={email} onChange={(event) => setEmail(event.target.value)} />
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <Button type="submit" className="w-full" loading={submitting}>
          {t('auth.forgot.submit')}
        </Button>
        <p className="text-center">
          <Link to="/login" className="font-semibold text-primary-800 underline-offset-2 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
