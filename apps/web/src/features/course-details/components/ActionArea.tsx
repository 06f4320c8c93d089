import { lazy, Suspense, useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CourseTree } from '@dars/core/contract';
import {
  courseAction,
  showsRegistrationCodeBox,
  validateCourseCode,
  whatsAppChatLink,
  type WithCourseDefaults,
} from '@dars/core/rules';
import { useContact } from '../../../shared/api/contact.ts';
import { useAuth } from '../../../shared/auth/index.ts';
import { useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { buttonClasses } from '../../../shared/ui/button-classes.ts';
import { FormMessage, useKeepValueTypedBeforeHydration } from '../../../shared/ui/fields.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useAppReady } from '../../../shared/ssr/server-state.ts';
import { redeemCourseCode, useInvalidateStudentData } from '../api/add-course-by-code.ts';
import { enrollFreeFailure, postEnrollFree } from '../api/enroll-free.ts';
import { useIsEnrolled } from '../api/is-enrolled.ts';
import { CodeSuccessDialog, type CodeSuccess } from './CodeSuccessDialog.tsx';

// online payment loads in its own chunk, after the page is live (the server's page has no button)
const PayOnline = lazy(() => import('../../../shared/payments/PayOnline.tsx'));
const OrderOutcome = lazy(() => import('../../../shared/payments/OrderOutcome.tsx'));

/** Checking → continue (enrolled) / free start (price 0) / contact supervisor + code box. */
export function ActionArea({ course }: { course: WithCourseDefaults<CourseTree> }) {
  const t = useT();
  const { user, isAuthenticated } = useAuth();
  const enrolled = useIsEnrolled(user?.id, course.id);
  // the code box's text lives here: the box gives way to the enrolment check once a signed-in
  // student's session applies (after the hydration of the server's page) and comes back with it
  const [code, setCode] = useCodeDraft();
  const ready = useAppReady();
  const invalidate = useInvalidateStudentData();

  let content;
  if (isAuthenticated && enrolled.isPending) {
    content = <Spinner label={t('course.action.checking')} />;
  } else {
    const action = courseAction({ isEnrolled: enrolled.data, price: course.price });
    if (action === 'continue')
      content = (
        <Link to={`/course-player/${course.id}`} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('course.action.continue')}
        </Link>
      );
    else if (action === 'free-start') content = <FreeStart courseId={course.id} />;
    else
      content = (
        <PaidActions
          course={course}
          codeBox={showsRegistrationCodeBox({ isEnrolled: enrolled.data, price: course.price })}
          code={code}
          setCode={setCode}
        />
      );
  }

  return (
    <section
      aria-labelledby="action-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="action-title" className="mb-4 text-xl font-bold text-gray-900">
        {t('course.action.title')}
      </h2>
      <div aria-live="polite" className="space-y-4">
        {ready && isAuthenticated && (
          <Suspense fallback={null}>
            <OrderOutcome onPaid={() => void invalidate()} />
          </Suspense>
        )}
        {content}
      </div>
    </section>
  );
}

function FreeStart({ courseId }: { courseId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    if (!isAuthenticated) return void navigate('/login', { state: { from: location.pathname } });
    setBusy(true);
    setError(null);
    try {
      await postEnrollFree(courseId);
      void navigate(`/course-player/${courseId}`);
    } catch (failure) {
      setBusy(false);
      setError(t(enrollFreeFailure(failure)));
    }
  }

  return (
    <div className="space-y-3">
      <Button size="lg" className="w-full" loading={busy} onClick={() => void start()}>
        {t('course.action.startFree')}
      </Button>
      {error && <FormMessage kind="error">{error}</FormMessage>}
    </div>
  );
}

/**
 * The registration code being typed. A printed card's QR code opens the page with its code filled
 * in (`?code=`): the server's page has none, so it is filled in once the page is hydrated, unless
 * something was typed meanwhile.
 */
function useCodeDraft() {
  const [searchParams] = useSearchParams();
  const fromAddress = searchParams.get('code')?.trim().slice(0, 32) ?? '';
  const ready = useAppReady();
  const [code, setCode] = useState('');
  useEffect(() => {
    if (ready && fromAddress) setCode((typed) => typed || fromAddress);
  }, [ready, fromAddress]);
  return [code, setCode] as const;
}

function PaidActions({
  course,
  codeBox,
  code,
  setCode,
}: {
  course: WithCourseDefaults<CourseTree>;
  codeBox: boolean;
  code: string;
  setCode(code: string): void;
}) {
  const t = useT();
  const { user, isAuthenticated } = useAuth();
  const contact = useContact();
  const invalidate = useInvalidateStudentData();
  const ready = useAppReady();
  const inputId = useId();
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => setCode(event.target.value);
  const codeField = useKeepValueTypedBeforeHydration(code, onCodeChange);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState<CodeSuccess | null>(null);
  const supervisorLink = whatsAppChatLink(
    contact.data?.whatsApp_Number,
    t('course.action.supervisorMessage', { course: course.courseName }),
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const invalid = validateCourseCode(code);
    if (invalid) return setError(t(invalid));
    if (!isAuthenticated || !user) return setError(t('enrol.loginRequired'));
    setBusy(true);
    const result = await redeemCourseCode(code, user.id);
    setBusy(false);
    if (!result.ok) return setError(t(result.error));
    setCode('');
    setSuccess({ enrolment: result.enrolment });
  }

  function closeDialog() {
    setSuccess(null);
    // Re-check the enrolment: the action area turns into "continue".
    void invalidate();
  }

  return (
    <div className="space-y-5">
      {codeBox && ready && (
        <Suspense fallback={null}>
          <PayOnline courseId={course.id} />
        </Suspense>
      )}
      {supervisorLink ? (
        <a
          href={supervisorLink}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', 'lg', 'w-full')}
        >
          {t('course.action.contactSupervisor')}
        </a>
      ) : (
        <Button variant="secondary" size="lg" className="w-full" disabled>
          {t('course.action.contactSupervisor')}
        </Button>
      )}
      {codeBox && (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="space-y-3 border-t border-gray-200 pt-5"
        >
          <label htmlFor={inputId} className="block font-semibold text-gray-800">
            {t('course.code.label')}
          </label>
          <p className="text-sm text-gray-600">{t('course.code.hint')}</p>
          <input
            ref={codeField}
            id={inputId}
            value={code}
            onChange={onCodeChange}
            autoComplete="off"
            dir="ltr"
            placeholder={t('course.code.placeholder')}
            className="w-full rounded-lg border border-gray-400 px-3 py-2.5 text-start focus:border-primary-700"
          />
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <Button type="submit" className="w-full" loading={busy}>
            {t('course.code.submit')}
          </Button>
        </form>
      )}
      <CodeSuccessDialog
        success={success}
        pageCourseId={course.id}
        onClose={closeDialog}
        beforeLeave={() => void invalidate()}
      />
    </div>
  );
}
