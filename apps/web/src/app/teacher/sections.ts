import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MessageId } from '../../shared/i18n/index.ts';
import type { NavIconName } from './NavIcon.tsx';

export interface ConsoleSection {
  /** the path under /teacher; the section's own routes live below it (`<path>/*`) */
  path: string;
  label: MessageId;
  icon: NavIconName;
  /** each section is its own lazy chunk; its module's default export renders it */
  page: LazyExoticComponent<ComponentType>;
  /** false: routed but not in the navigation (a screen reached from another one, e.g. the quiz editor from a lesson) */
  inNav?: false;
}

/** The console's sections, in navigation order; the first is where /teacher opens. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    path: 'dashboard',
    label: 'teacher.nav.dashboard',
    icon: 'chart',
    page: lazy(() => import('../../features/teacher-dashboard/DashboardPage.tsx')),
  },
  {
    path: 'courses',
    label: 'teacher.nav.courses',
    icon: 'layers',
    page: lazy(() => import('../../features/teacher-courses/CoursesSection.tsx')),
  },
  {
    path: 'students',
    label: 'teacher.nav.students',
    icon: 'users',
    page: lazy(() => import('../../features/teacher-students/StudentsSection.tsx')),
  },
  {
    path: 'codes',
    label: 'teacher.nav.codes',
    icon: 'ticket',
    page: lazy(() => import('../../features/teacher-codes/CodesPage.tsx')),
  },
  {
    path: 'exams',
    label: 'teacher.nav.exams',
    icon: 'quiz',
    page: lazy(() => import('../../features/teacher-exams/ExamsSection.tsx')),
  },
  {
    path: 'orders',
    label: 'teacher.nav.orders',
    icon: 'card',
    page: lazy(() => import('../../features/teacher-payments/OrdersSection.tsx')),
  },
  {
    path: 'messages',
    label: 'teacher.nav.messages',
    icon: 'message',
    page: lazy(() => import('../../features/teacher-messages/MessagesSection.tsx')),
  },
  {
    path: 'videos',
    label: 'teacher.nav.videos',
    icon: 'play',
    page: lazy(() => import('../../features/teacher-videos/VideosPage.tsx')),
  },
  {
    path: 'site-content',
    label: 'teacher.nav.siteContent',
    icon: 'home',
    page: lazy(() => import('../../features/teacher-site-content/SiteContentPage.tsx')),
  },
  {
    path: 'books',
    label: 'teacher.nav.books',
    icon: 'book',
    page: lazy(() => import('../../features/teacher-books/BooksPage.tsx')),
  },
  {
    path: 'staff',
    label: 'teacher.nav.staff',
    icon: 'profile',
    page: lazy(() => import('../../features/teacher-staff/StaffPage.tsx')),
  },
  {
    path: 'audit',
    label: 'teacher.nav.audit',
    icon: 'history',
    page: lazy(() => import('../../features/teacher-audit/AuditLogPage.tsx')),
  },
  {
    path: 'quizzes',
    label: 'teacher.nav.quizzes',
    icon: 'quiz',
    page: lazy(() => import('../../features/teacher-quiz/QuizEditorPage.tsx')),
    inNav: false,
  },
];

/** The sections in the navigation, in order. */
export const NAV_SECTIONS = CONSOLE_SECTIONS.filter((section) => section.inNav !== false);
