import type { MessageTable } from '../types.ts';

/** The console's dashboard: the figures, the charts and the students at risk. */
export const teacherDashboardMessages = {
  'teacher.dashboard.title': { ar: 'لوحة المتابعة', en: 'Dashboard' },
  'teacher.dashboard.revenue.title': {
    ar: 'الإيرادات من الطلبات (آخر 30 يومًا)',
    en: 'Revenue from orders (last 30 days)',
  },
  'teacher.dashboard.revenue.total': {
    ar: 'الإجمالي بعد الاسترداد: {amount}',
    en: 'Total after refunds: {amount}',
  },
  'teacher.dashboard.revenue.byDay': { ar: 'يومًا بيوم', en: 'Day by day' },
  'teacher.dashboard.revenue.byCourse': { ar: 'حسب الدورة', en: 'By course' },
  'teacher.dashboard.revenue.empty': {
    ar: 'لا توجد إيرادات في آخر 30 يومًا',
    en: 'No revenue in the last 30 days',
  },
  'teacher.dashboard.revenue.orders': {
    ar: {
      zero: 'لا طلبات',
      one: 'طلب واحد',
      two: 'طلبان',
      few: '{count} طلبات',
      many: '{count} طلبًا',
      other: '{count} طلب',
    },
    en: { one: '{count} order', other: '{count} orders' },
  },
  'teacher.dashboard.revenue.more': { ar: 'كل الطلبات', en: 'All the orders' },
  'teacher.dashboard.hint': {
    ar: 'طلابك بالأرقام، ومن يحتاج منهم إلى متابعة',
    en: 'Your students in numbers, and who needs a nudge',
  },
  'teacher.dashboard.students': { ar: 'الطلاب', en: 'Students' },
  'teacher.dashboard.active7': { ar: 'نشطون في آخر 7 أيام', en: 'Active in the last 7 days' },
  'teacher.dashboard.active30': { ar: 'نشطون في آخر 30 يومًا', en: 'Active in the last 30 days' },
  'teacher.dashboard.share': { ar: '{percent} من الطلاب', en: '{percent} of the students' },
  'teacher.dashboard.daily.title': {
    ar: 'الاشتراكات وتفعيل الأكواد يوميًا (آخر 90 يومًا)',
    en: 'Enrolments and code redemptions per day (last 90 days)',
  },
  'teacher.dashboard.daily.day': { ar: 'اليوم', en: 'Day' },
  'teacher.dashboard.daily.enrolments': { ar: 'اشتراكات', en: 'Enrolments' },
  'teacher.dashboard.daily.redemptions': { ar: 'أكواد مفعّلة', en: 'Codes redeemed' },
  // `count`: the enrolments (the noun agrees with it); the codes are a figure after a colon
  'teacher.dashboard.daily.totals': {
    ar: {
      zero: 'في 90 يومًا: {count} اشتراك، والأكواد المفعّلة: {redemptions}',
      one: 'في 90 يومًا: {count} اشتراك، والأكواد المفعّلة: {redemptions}',
      two: 'في 90 يومًا: {count} اشتراكان، والأكواد المفعّلة: {redemptions}',
      few: 'في 90 يومًا: {count} اشتراكات، والأكواد المفعّلة: {redemptions}',
      many: 'في 90 يومًا: {count} اشتراكًا، والأكواد المفعّلة: {redemptions}',
      other: 'في 90 يومًا: {count} اشتراك، والأكواد المفعّلة: {redemptions}',
    },
    en: {
      one: 'Over 90 days: {count} enrolment and {redemptions} codes redeemed',
      other: 'Over 90 days: {count} enrolments and {redemptions} codes redeemed',
    },
  },
  'teacher.dashboard.daily.empty': {
    ar: 'لا اشتراكات ولا أكواد مفعّلة في آخر 90 يومًا',
    en: 'No enrolments or redeemed codes in the last 90 days',
  },
  'teacher.dashboard.chartLoading': { ar: 'جارٍ رسم المخطط…', en: 'Drawing the chart…' },
  'teacher.dashboard.noCourses': {
    ar: 'لا دورات بعد: أضف دورة لترى تقدم طلابها',
    en: "No courses yet: add one to see its students' progress",
  },
  'teacher.dashboard.funnel.title': { ar: 'إتمام الدورة وحدة بوحدة', en: 'Course completion, unit by unit' },
  'teacher.dashboard.funnel.course': { ar: 'الدورة', en: 'Course' },
  'teacher.dashboard.funnel.enrolled': { ar: 'المشتركون', en: 'Enrolled' },
  'teacher.dashboard.funnel.finished': {
    ar: '{finished} من {enrolled} أنهوا دروسها',
    en: '{finished} of {enrolled} finished its lessons',
  },
  'teacher.dashboard.funnel.empty': { ar: 'لا وحدات في هذه الدورة بعد', en: 'This course has no units yet' },
  'teacher.dashboard.scores.title': { ar: 'توزيع درجات اختبار', en: 'Score distribution of a quiz' },
  'teacher.dashboard.scores.quiz': { ar: 'الاختبار', en: 'Quiz' },
  'teacher.dashboard.scores.noQuizzes': {
    ar: 'لا اختبارات في الدورات بعد',
    en: 'No quizzes in the courses yet',
  },
  'teacher.dashboard.scores.summary': {
    ar: 'حلّه {students} · نجح {passed} · المتوسط {average}',
    en: 'Taken by {students} · passed {passed} · mean {average}',
  },
  'teacher.dashboard.scores.passMark': { ar: 'درجة النجاح {pass}', en: 'Pass mark {pass}' },
  'teacher.dashboard.scores.band': { ar: 'من {from} إلى {to}', en: '{from} to {to}' },
  'teacher.dashboard.scores.recorded': {
    ar: 'الدرجة المسجلة لكل طالب: أفضل محاولة قبل ظهور الإجابات',
    en: "Each student's recorded score: the best attempt before the answers were shown",
  },
  'teacher.dashboard.scores.empty': {
    ar: 'لم يحلّ أحد هذا الاختبار بعد',
    en: 'Nobody has taken this quiz yet',
  },
  'teacher.dashboard.risk.title': { ar: 'طلاب يحتاجون إلى متابعة', en: 'Students at risk' },
  'teacher.dashboard.risk.hint': {
    ar: 'مشتركون لم ينشطوا منذ 7 أيام، أو درجتهم في آخر اختبار أقل من درجة النجاح',
    en: 'Enrolled students idle for 7 days, or below the pass mark on their last quiz',
  },
  'teacher.dashboard.risk.empty': { ar: 'لا أحد متأخر الآن', en: 'Nobody is falling behind right now' },
  'teacher.dashboard.risk.idle': { ar: 'غير نشط', en: 'Idle' },
  'teacher.dashboard.risk.belowPass': { ar: 'دون درجة النجاح', en: 'Below the pass mark' },
  'teacher.dashboard.risk.never': { ar: 'لم ينشط بعد', en: 'Never active' },
  'teacher.dashboard.risk.lastActive': { ar: 'آخر نشاط {date}', en: 'Last active {date}' },
  'teacher.dashboard.risk.lastQuiz': {
    ar: 'آخر اختبار «{quiz}»: {score} والنجاح {pass}',
    en: 'Last quiz “{quiz}”: {score}, pass mark {pass}',
  },
  'teacher.dashboard.risk.listLabel': { ar: 'صفحات الطلاب المتأخرين', en: 'Pages of students at risk' },
} as const satisfies MessageTable;
