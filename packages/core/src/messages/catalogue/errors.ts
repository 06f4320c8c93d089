import type { MessageTable } from '../types.ts';

/**
 * Failure and success texts, one key per text. Screens choose them by the error `code` the API
 * sends, by HTTP status for answers without one, or by the endpoint that answered.
 */
export const errorsMessages = {
  // Network.
  'errors.network': {
    ar: 'خطأ في الشبكة. يرجى التحقق من اتصالك أو التواصل مع المسؤول بشأن إعدادات CORS.',
    en: 'Network error. Please check your connection or contact administrator about CORS settings.',
  },
  // The network text without the CORS part (OTP and resend).
  'errors.networkNoCors': {
    ar: 'خطأ في الشبكة. يرجى التحقق من اتصالك أو التواصل مع المسؤول.',
    en: 'Network error. Please check your connection or contact administrator.',
  },

  // Login.
  'login.maxDevices.title': { ar: 'تم تجاوز الحد المسموح به من الأجهزة', en: 'Device limit reached' },
  // The second sentence tells the student what to do.
  'login.maxDevices.text': {
    ar: 'لا يمكنك تسجيل الدخول من أكثر من جهازين. يرجى تسجيل الخروج من أحد الأجهزة أو التواصل مع الدعم.',
    en: "You can't log in from more than two devices. Please log out on one of your devices or contact support.",
  },
  'login.maxDevices.contactSupport': { ar: 'التواصل مع الدعم', en: 'Contact support' },
  'login.maxDevices.retry': { ar: 'إعادة المحاولة', en: 'Try again' },
  // Shown for a 400 whose body is the plain string 'Invalid credentials'.
  'login.invalidCredentials': {
    ar: 'البريد الإلكتروني أو الباسورد غير صحيح',
    en: 'Incorrect email or password',
  },
  // The invalid-credentials code in an envelope (the bare-string 400 uses login.invalidCredentials).
  'login.invalidCredentialsServer': { ar: 'بيانات الدخول غير صحيحة', en: 'Invalid credentials' },
  'errors.loginFailed': { ar: 'فشل تسجيل الدخول', en: 'Login failed' },
  'errors.loginScreen': { ar: 'حدث خطأ في تسجيل الدخول', en: 'An error occurred while logging in' },
  'errors.unexpectedTryAgain': {
    ar: 'حدث خطأ غير متوقع. الرجاء المحاولة مرة أخرى.',
    en: 'An unexpected error occurred. Please try again.',
  },

  // Registration.
  'errors.registrationFailed': { ar: 'فشل إنشاء الحساب', en: 'Registration failed' },
  'errors.registrationScreen': {
    ar: 'حدث خطأ في إنشاء الحساب',
    en: 'An error occurred while creating the account',
  },

  // OTP, logout, password reset.
  'errors.otpVerificationFailed': { ar: 'فشل التحقق من الرمز المرسل', en: 'OTP verification failed' },
  'errors.resendOtpFailed': { ar: 'فشل إعادة إرسال رمز التحقق', en: 'Failed to resend OTP' },
  'errors.logoutFailed': { ar: 'فشل تسجيل الخروج', en: 'Failed to logout' },
  'errors.forgotPasswordFailed': {
    ar: 'فشل إرسال رمز إعادة تعيين كلمة المرور',
    en: 'Failed to send password reset OTP',
  },
  'errors.forgotPasswordScreen.title': { ar: 'حدث خطأ ما', en: 'Something went wrong' },
  'errors.forgotPasswordScreen.text': {
    ar: 'فشل إرسال طلب إعادة تعيين كلمة المرور',
    en: 'Failed to send reset password request',
  },
  'errors.resetPasswordFailed': { ar: 'فشل إعادة تعيين كلمة المرور', en: 'Failed to reset password' },
  'errors.resetPasswordSucceeded': {
    ar: 'تمت إعادة تعيين كلمة المرور بنجاح',
    en: 'Password has been reset successfully',
  },
  'errors.resetPasswordScreen': { ar: 'فشل إعادة تعيين كلمة المرور', en: 'Failed to reset the password' },

  // Auth provider.
  'errors.unexpected': { ar: 'حدث خطأ غير متوقع', en: 'An unexpected error occurred' },
  'errors.unexpectedTryLater': {
    ar: 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى لاحقاً.',
    en: 'An unexpected error occurred. Please try again later.',
  },

  // Active courses.
  'errors.noDataReceived': { ar: 'لم يتم استلام أي بيانات من الخادم', en: 'No data received from API' },

  // Course details.
  'errors.courseDetailsNotFound': { ar: 'لم يتم العثور على تفاصيل الدورة.', en: 'Course details not found.' },
  'errors.fetchCourseDetailsFailed': { ar: 'فشل في جلب تفاصيل الدورة', en: 'Failed to fetch course details' },
  'errors.loadCourseDetailsFailed': { ar: 'فشل تحميل تفاصيل الدورة', en: 'Failed to load course details' },
  'errors.courseNotFound': { ar: 'لم يتم العثور على الدورة', en: 'Course not found' },

  // Lesson.
  'errors.lessonDetailsNotFound': { ar: 'لم يتم العثور على تفاصيل الدرس.', en: 'Lesson details not found.' },
  'errors.fetchLessonDetailsFailed': { ar: 'فشل في جلب تفاصيل الدرس', en: 'Failed to fetch lesson details' },
  'errors.loadLessonDetailsFailed': { ar: 'فشل تحميل تفاصيل الدرس', en: 'Failed to load lesson details' },
  'errors.loadLessonContentFailed': { ar: 'فشل تحميل محتوى الدرس', en: 'Failed to load lesson content' },

  // Enrolled courses.
  'errors.fetchEnrolledCoursesFailed': {
    ar: 'فشل في جلب الدورات المسجلة',
    en: 'Failed to fetch enrolled courses',
  },
  'errors.authRequired': { ar: 'يلزم تسجيل الدخول', en: 'Authentication required' },
  // The second sentence of the next two tells the student what to do.
  'errors.enrolled.noToken': {
    ar: 'لم يتم العثور على رمز المصادقة. يرجى تسجيل الدخول مرة أخرى.',
    en: 'Authentication token not found. Please log in again.',
  },
  'errors.enrolled.sessionExpired': {
    ar: 'انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.',
    en: 'Your session has expired. Please log in again.',
  },
  'errors.enrolled.fetchFailed': {
    ar: 'حدث خطأ أثناء جلب الباقات',
    en: 'An error occurred while loading your courses',
  },
  'errors.enrolled.empty': { ar: 'لا توجد باقات مسجلة', en: 'You are not enrolled in any course yet' },

  // Enrolment by code.
  'errors.userNotAuthenticated': { ar: 'المستخدم غير مسجل الدخول', en: 'User not authenticated' },
  'errors.enrolFailed': { ar: 'فشل التسجيل في الدورة', en: 'Failed to enroll in the course' },
  'errors.enrolNetwork': {
    ar: 'حدث خطأ في الاتصال أثناء التسجيل في الدورة',
    en: 'An error occurred while enrolling in the course',
  },
  'errors.enrol.codeNotFound': { ar: 'الكود غير موجود.', en: 'Code not found.' },
  'errors.enrol.codeInvalid': { ar: 'كود التسجيل غير صحيح', en: 'The registration code is incorrect' },
  'errors.enrol.exception': {
    ar: 'حدث خطأ أثناء التسجيل في الدورة',
    en: 'An error occurred while registering for the course',
  },

  // Unit codes.
  'errors.unitCode.enterFailed': { ar: 'فشل إدخال الكود', en: 'Failed to enter code' },
  'errors.unitCode.fetchUnitsFailed': { ar: 'فشل في جلب الوحدات', en: 'Failed to fetch units' },
  'errors.unitCode.fetchLessonsFailed': { ar: 'فشل في جلب دروس الوحدة', en: 'Failed to get unit lessons' },
  'errors.unitCode.fetchUnitFailed': { ar: 'فشل في جلب بيانات الوحدة', en: 'Failed to get unit data' },
  'errors.unitCode.fetchLessonContentFailed': {
    ar: 'فشل في جلب محتوى الدرس',
    en: 'Failed to get lesson content',
  },
  'errors.unitCode.notFound': {
    ar: 'كود الوحدة غير صحيح أو غير موجود',
    en: 'The unit code is invalid or does not exist',
  },
  'errors.unitCode.loginRequired': { ar: 'يجب تسجيل الدخول أولاً', en: 'You must log in first' },
  'errors.unitCode.forbidden': {
    ar: 'ليس لديك صلاحية للوصول إلى هذه الوحدة',
    en: 'You do not have permission to access this unit',
  },

  // Contact info.
  'errors.fetchContactFailed': { ar: 'فشل في جلب بيانات التواصل', en: 'Failed to fetch contact information' },

  // Quiz submission.
  'errors.quiz.unauthorized': {
    ar: 'غير مصرح لك بإرسال نتائج الاختبار',
    en: 'You are not authorized to submit quiz results',
  },
  'errors.quiz.submitFailed': { ar: 'فشل إرسال نتيجة الاختبار', en: 'Failed to submit quiz result' },

  // Any 401.
  'errors.sessionExpired': {
    ar: 'انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.',
    en: 'Your session has expired. Please log in again.',
  },
} as const satisfies MessageTable;
