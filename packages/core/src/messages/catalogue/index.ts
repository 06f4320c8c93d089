/** The whole catalogue: every area merged. Servers and tests use it; the web registers areas per chunk. */
import { aboutMessages } from './about.ts';
import { accessMessages } from './access.ts';
import { authScreensMessages } from './auth-screens.ts';
import { commonMessages } from './common.ts';
import { courseDetailsMessages } from './course-details.ts';
import { coursePlayerMessages } from './course-player.ts';
import { devMessages } from './dev.ts';
import { enrolledMessages } from './enrolled.ts';
import { errorCodesMessages } from './error-codes.ts';
import { errorsMessages } from './errors.ts';
import { homeMessages } from './home.ts';
import { installedAppMessages } from './installed-app.ts';
import { layoutMessages } from './layout.ts';
import { marketingMessages } from './marketing.ts';
import { myLecturesMessages } from './my-lectures.ts';
import { playerMessages } from './player.ts';
import { profileScreenMessages } from './profile-screen.ts';
import { quizMessages } from './quiz.ts';
import { examMessages } from './exam.ts';
import { teacherMessages } from './teacher.ts';
import { teacherCodesMessages } from './teacher-codes.ts';
import { teacherExamsMessages } from './teacher-exams.ts';
import { teacherCoursesMessages } from './teacher-courses.ts';
import { teacherDashboardMessages } from './teacher-dashboard.ts';
import { teacherStudentsMessages } from './teacher-students.ts';
import { parentLinksMessages } from './parent-links.ts';
import { paymentsMessages } from './payments.ts';
import { teacherPaymentsMessages } from './teacher-payments.ts';
import { teacherMessagesMessages } from './teacher-messages.ts';
import { messageOptOutMessages } from './message-opt-out.ts';
import { teacherHomeMessages } from './teacher-home.ts';
import { teacherQuizMessages } from './teacher-quiz.ts';
import { teacherVideosMessages } from './teacher-videos.ts';
import { unitViewerMessages } from './unit-viewer.ts';
import { validationMessages } from './validation.ts';
import { videoMessages } from './video.ts';
import type { MessageTable } from '../types.ts';

/** Every area by file name; each key must live in exactly one area (checked by the tests). */
export const catalogueAreas = {
  common: commonMessages,
  layout: layoutMessages,
  validation: validationMessages,
  errors: errorsMessages,
  'error-codes': errorCodesMessages,
  access: accessMessages,
  marketing: marketingMessages,
  home: homeMessages,
  about: aboutMessages,
  'auth-screens': authScreensMessages,
  'course-details': courseDetailsMessages,
  enrolled: enrolledMessages,
  'profile-screen': profileScreenMessages,
  dev: devMessages,
  player: playerMessages,
  quiz: quizMessages,
  exam: examMessages,
  'my-lectures': myLecturesMessages,
  'course-player': coursePlayerMessages,
  'unit-viewer': unitViewerMessages,
  teacher: teacherMessages,
  'teacher-codes': teacherCodesMessages,
  'teacher-exams': teacherExamsMessages,
  'teacher-courses': teacherCoursesMessages,
  'teacher-dashboard': teacherDashboardMessages,
  'teacher-students': teacherStudentsMessages,
  'parent-links': parentLinksMessages,
  payments: paymentsMessages,
  'teacher-payments': teacherPaymentsMessages,
  'teacher-messages': teacherMessagesMessages,
  'message-opt-out': messageOptOutMessages,
  'teacher-quiz': teacherQuizMessages,
  'teacher-videos': teacherVideosMessages,
  'teacher-home': teacherHomeMessages,
  'installed-app': installedAppMessages,
  video: videoMessages,
} as const satisfies Record<string, MessageTable>;

export const catalogue = {
  ...commonMessages,
  ...layoutMessages,
  ...validationMessages,
  ...errorsMessages,
  ...errorCodesMessages,
  ...accessMessages,
  ...marketingMessages,
  ...homeMessages,
  ...aboutMessages,
  ...authScreensMessages,
  ...courseDetailsMessages,
  ...enrolledMessages,
  ...profileScreenMessages,
  ...devMessages,
  ...playerMessages,
  ...quizMessages,
  ...examMessages,
  ...myLecturesMessages,
  ...coursePlayerMessages,
  ...unitViewerMessages,
  ...teacherMessages,
  ...teacherCodesMessages,
  ...teacherExamsMessages,
  ...teacherCoursesMessages,
  ...teacherDashboardMessages,
  ...teacherStudentsMessages,
  ...parentLinksMessages,
  ...paymentsMessages,
  ...teacherPaymentsMessages,
  ...teacherMessagesMessages,
  ...messageOptOutMessages,
  ...teacherQuizMessages,
  ...teacherVideosMessages,
  ...teacherHomeMessages,
  ...installedAppMessages,
  ...videoMessages,
} as const satisfies MessageTable;

type AreaIds = { [Area in keyof typeof catalogueAreas]: keyof (typeof catalogueAreas)[Area] };
type DuplicateIds = {
  [Area in keyof AreaIds]: AreaIds[Area] & AreaIds[Exclude<keyof AreaIds, Area>];
}[keyof AreaIds];
/** Compile-time guard: if two areas declare the same id, this line fails and names the id. */
const noDuplicateIds: [DuplicateIds] extends [never] ? true : { duplicateId: DuplicateIds } = true;
void noDuplicateIds;
