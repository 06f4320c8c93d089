import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validateUnitCode } from '@dars/core/rules';
import { useAuth } from '../../../shared/auth/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { useKeepValueTypedBeforeHydration } from '../../../shared/ui/fields.tsx';
import { loadUnitCodeFailure, postUnitCode } from '../api/enter-unit-code.ts';

/** Enter a unit code: success opens My Lectures; failures show the catalogue text of their code or status. */
export default function LectureCodesSection() {
  const t = useT();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [code, setCode] = useState('');
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => setCode(event.target.value);
  const codeField = useKeepValueTypedBeforeHydration(code, onCodeChange);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputId = useId();
  const messageId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const invalid = validateUnitCode(code);
    if (invalid) return setError(t(invalid));
    if (!isAuthenticated) {
      const { SIGNED_OUT_FAILURE } = await loadUnitCodeFailure();
      return setError(t(SIGNED_OUT_FAILURE));
    }
    setSubmitting(true);
    try {
      await postUnitCode(code);
      setSuccess(t('home.codes.success'));
      setCode('');
      void navigate('/my-lectures');
    } catch (failure) {
      const { unitCodeFailure } = await loadUnitCodeFailure();
      setError(t(unitCodeFailure(failure)));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section aria-labelledby="codes-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="rounded-3xl bg-gradient-to-br from-primary-800 to-secondary-dark p-6 text-white md:p-12">
        <h2 id="codes-title" className="text-3xl font-bold">
          {t('marketing.section.lectureCodes')}
        </h2>
        <p className="mt-2 max-w-2xl">{t('home.codes.text')}</p>
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <label htmlFor={inputId} className="mb-1 block font-semibold">
              {t('home.codes.label')}
            </label>
            <input
              ref={codeField}
              id={inputId}
              value={code}
              onChange={onCodeChange}
              autoComplete="off"
              dir="ltr"
              aria-invalid={error ? true : undefined}
              aria-describedby={messageId}
              className="w-full rounded-lg border-0 bg-white px-4 py-3 text-start text-gray-900 placeholder:text-gray-500"
              placeholder={t('home.codes.placeholder')}
            />
          </div>
          <Button type="submit" variant="light" size="lg" loading={submitting}>
            {t('home.codes.submit')}
          </Button>
        </form>
        <div id={messageId} aria-live="polite" className="mt-3 min-h-6">
          {error && (
            <p role="alert" className="inline-block rounded-lg bg-white px-3 py-1 font-semibold text-red-800">
              {error}
            </p>
          )}
          {success && (
            <p className="inline-block rounded-lg bg-white px-3 py-1 font-semibold text-primary-800">
              {success}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
