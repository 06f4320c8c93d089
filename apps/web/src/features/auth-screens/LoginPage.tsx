import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { validateLogin, whatsAppChatLink, POST_LOGIN_REDIRECT_MS } from '@dars/core/rules';
import { useContact } from '../../shared/api/contact.ts';
import { sessionEndedByExpiry, useAuth } from '../../shared/auth/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { FormMessage, PasswordField, TextField } from '../../shared/ui/fields.tsx';
import { loginFailure } from './api/login-failure.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { useRedirectTarget } from './hooks/use-redirect-target.ts';
import { currentRole, isStaffRole } from '../../shared/auth/role.ts';
import { useBrowserValue } from '../../shared/ssr/server-state.ts';
import './messages.ts';

type Status = 'idle' | 'submitting' | 'success' | 'max-devices';

export default function LoginPage() {
  const t = useT();
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = useRedirectTarget();
  // the history entry's state survives a reload, which the server's HTML knows nothing of
  const registered = useBrowserValue(
    (location.state as { registered?: boolean } | null)?.registered === true,
    false,
  );
  const [endedByExpiry] = useState(sessionEndedByExpiry);
  const sessionExpired = useBrowserValue(endedByExpiry, false);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = validateLogin({ identifier, password });
    if (invalid) return setError(t(invalid));
    setStatus('submitting');
    try {
      await login(identifier, password);
      setStatus('success');
      // staff land on their console unless the guard sent them here from a page
      const destination = target === '/' && isStaffRole(currentRole()) ? '/teacher' : target;
      redirectTimer.current = setTimeout(
        () => void navigate(destination, { replace: true }),
        POST_LOGIN_REDIRECT_MS,
      );
    } catch (failure) {
      const mapped = loginFailure(failure);
      if (mapped.kind === 'max-devices') return setStatus('max-devices');
      setStatus('idle');
      setError(t(mapped.id));
    }
  }

  if (status === 'max-devices') {
    return (
      <AuthCard title={t('layout.route.login')}>
        <MaxDevicesPanel onRetry={() => setStatus('idle')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('layout.route.login')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        {sessionExpired && status === 'idle' && (
          <FormMessage kind="info">{t('errors.sessionExpired')}</FormMessage>
        )}
        {registered && status === 'idle' && !error && (
          <FormMessage kind="success">{t('auth.register.success')}</FormMessage>
        )}
        <TextField
          label={t('common.field.emailOrPhone')}
          name="identifier"
          autoComplete="username"
          dir="ltr"
          className="text-start"
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          required
        />
        <PasswordField
          label={t('common.field.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-semibold text-primary-800 underline-offset-2 hover:underline"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        {status === 'success' && <FormMessage kind="success">{t('auth.login.success')}</FormMessage>}
        <Button
          type="submit"
          className="w-full"
          loading={status === 'submitting'}
          disabled={status === 'success'}
        >
          {t('auth.login.submit')}
        </Button>
        <p className="text-center text-gray-700">
          {t('auth.login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-primary-800 underline-offset-2 hover:underline">
            {t('auth.login.registerLink')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

function MaxDevicesPanel({ onRetry }: { onRetry(): void }) {
  const t = useT();
  const contact = useContact();
  const supportLink = whatsAppChatLink(contact.data?.whatsApp_Number, t('auth.login.supportMessage'));
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-start">
      <h2 className="text-lg font-bold text-amber-900">{t('login.maxDevices.title')}</h2>
      <p className="mt-2 text-amber-900">{t('login.maxDevices.text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {supportLink ? (
          <a
            href={supportLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary')}
          >
            {t('login.maxDevices.contactSupport')}
          </a>
        ) : (
          <Button disabled>{t('login.maxDevices.contactSupport')}</Button>
        )}
        <Button variant="outline" onClick={onRetry}>
          {t('login.maxDevices.retry')}
        </Button>
      </div>
    </div>
  );
}
