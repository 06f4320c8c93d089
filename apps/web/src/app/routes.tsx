import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LazyQueryProvider as QueryProvider } from '../shared/api/LazyQueryProvider.tsx';
import { PageSpinner } from '../shared/ui/Spinner.tsx';
import HomePage from '../features/home/HomePage.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { ErrorBoundary } from './layout/ErrorBoundary.tsx';
import { AboutPage, CourseDetailsPage, LoginPage, RegisterPage } from './public-pages.ts';

// The guard is needed only by signed-in routes, which are lazy anyway.
const RequireAuth = lazy(() =>
  import('../shared/auth/RequireAuth.tsx').then((m) => ({ default: m.RequireAuth })),
);

/**
 * The screens that are not public pages bring the app's whole stylesheet (styles/app.css) with
 * their chunk: the one inlined in every document has only the public pages' classes.
 */
const withAppStyles =
  <M,>(load: () => Promise<M>) =>
  () =>
    Promise.all([import('../styles/app.css'), load()]).then(([, module]) => module);

// Every route except the landing page is its own lazily loaded chunk (the public ones are in
// ./public-pages.ts, which the server renders).
const ForgotPasswordPage = lazy(() => import('../features/auth-screens/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth-screens/ResetPasswordPage.tsx'));
const EnrolledCoursesPage = lazy(
  withAppStyles(() => import('../features/enrolled-courses/EnrolledCoursesPage.tsx')),
);
const ProfilePage = lazy(withAppStyles(() => import('../features/profile/ProfilePage.tsx')));
const TestRefreshTokenPage = lazy(withAppStyles(() => import('../features/dev/TestRefreshTokenPage.tsx')));
const TestTenantPage = lazy(withAppStyles(() => import('../features/dev/TestTenantPage.tsx')));
const ParentPage = lazy(withAppStyles(() => import('../features/parent-page/ParentPage.tsx')));
const OptOutPage = lazy(withAppStyles(() => import('../features/message-opt-out/OptOutPage.tsx')));
const NotFoundPage = lazy(() => import('./layout/NotFoundPage.tsx'));
// Lazy pages: each module's default export is the page at that path.
const OrderReceiptPage = lazy(withAppStyles(() => import('../features/order-receipt/OrderReceiptPage.tsx')));
const MyLecturesPage = lazy(withAppStyles(() => import('../features/my-lectures/MyLecturesPage.tsx')));
const CoursePlayerPage = lazy(withAppStyles(() => import('../features/course-player/CoursePlayerPage.tsx')));
const UnitViewerPage = lazy(withAppStyles(() => import('../features/unit-viewer/UnitViewerPage.tsx')));
// The teacher's console: its own layout and lazy sections, nothing of it on the student routes.
const TeacherApp = lazy(withAppStyles(() => import('./teacher/TeacherApp.tsx')));

type Page = ComponentType;

function page(Component: Page): ReactNode {
  return (
    <Suspense fallback={<PageSpinner />}>
      <QueryProvider>
        <Component />
      </QueryProvider>
    </Suspense>
  );
}

function guarded(Component: Page): ReactNode {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RequireAuth>{page(Component)}</RequireAuth>
    </Suspense>
  );
}

/** Full-page routes (the players) render outside the shared top bar and footer. */
function FullPage({ component }: { component: Page }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{guarded(component)}</ErrorBoundary>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="about" element={page(AboutPage)} />
          <Route path="login" element={page(LoginPage)} />
          <Route path="register" element={page(RegisterPage)} />
          <Route path="forgot-password" element={page(ForgotPasswordPage)} />
          <Route path="reset-password" element={page(ResetPasswordPage)} />
          <Route path="courses/:id" element={page(CourseDetailsPage)} />
          <Route path="profile" element={guarded(ProfilePage)} />
          <Route path="my-lectures" element={guarded(MyLecturesPage)} />
          <Route path="orders/:reference" element={guarded(OrderReceiptPage)} />
          <Route path="enrolled-courses" element={guarded(EnrolledCoursesPage)} />
          <Route path="test-refresh-token" element={guarded(TestRefreshTokenPage)} />
          <Route path="test-tenant" element={page(TestTenantPage)} />
          <Route path="parent/:token" element={page(ParentPage)} />
          <Route path="stop/:token" element={page(OptOutPage)} />
          <Route path="*" element={page(NotFoundPage)} />
        </Route>
        <Route path="course-player/:courseId" element={<FullPage component={CoursePlayerPage} />} />
        <Route path="unit-viewer/:unitId" element={<FullPage component={UnitViewerPage} />} />
        <Route
          path="teacher/*"
          element={
            <Suspense fallback={<PageSpinner />}>
              <TeacherApp />
            </Suspense>
          }
        />
      </Route>
    </Routes>
  );
}
