import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LazyQueryProvider as QueryProvider } from '../../shared/api/LazyQueryProvider.tsx';
import { RequireAuth } from '../../shared/auth/RequireAuth.tsx';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import NotFoundPage from '../layout/NotFoundPage.tsx';
import { RequireStaff } from './RequireStaff.tsx';
import { CONSOLE_SECTIONS } from './sections.ts';
import { TeacherLayout } from './TeacherLayout.tsx';
import './messages.ts';

/** The teacher's console at /teacher: its own layout and sections, each a lazy chunk. */
export default function TeacherApp() {
  const home = CONSOLE_SECTIONS[0]?.path ?? '';
  return (
    <RequireAuth>
      <RequireStaff>
        <Suspense fallback={<PageSpinner />}>
          <QueryProvider>
            <Routes>
              <Route element={<TeacherLayout />}>
                <Route index element={<Navigate to={home} replace />} />
                {CONSOLE_SECTIONS.map(({ path, page: Page }) => (
                  <Route
                    key={path}
                    path={`${path}/*`}
                    element={
                      <Suspense fallback={<PageSpinner />}>
                        <Page />
                      </Suspense>
                    }
                  />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </QueryProvider>
        </Suspense>
      </RequireStaff>
    </RequireAuth>
  );
}
