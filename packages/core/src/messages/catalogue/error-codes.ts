import type { MessageTable } from '../types.ts';

/**
 * Texts for error codes the API sends (`contract/error-codes.ts`) that no screen has a text of its
 * own for. The web picks them in `apps/web/src/shared/api/error-text.ts`, which registers this area.
 */
export const errorCodesMessages = {
  'errors.code.channelIncomplete': {
    ar: 'لا يمكن تفعيل القناة قبل إدخال كل مفاتيحها',
    en: 'The channel cannot be turned on until all its keys are entered',
  },
  'errors.code.templateVariable': {
    ar: 'القالب يستخدم اسماً ليس من متغيرات هذا الحدث',
    en: 'The template uses a name this event does not have',
  },
  'errors.code.noMessageChannel': {
    ar: 'لا توجد قناة رسائل مفعّلة. فعّل واتساب أو الرسائل القصيرة من إعدادات الرسائل.',
    en: 'No message channel is on. Turn on WhatsApp or SMS in the message settings.',
  },
  'errors.code.pushServiceNotAllowed': {
    ar: 'لا يمكن تفعيل الإشعارات في هذا المتصفح',
    en: 'Notifications cannot be turned on in this browser',
  },
  'errors.code.rateLimited': {
    ar: 'محاولات كثيرة. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
    en: 'Too many attempts. Please wait a moment and try again.',
  },
  'errors.code.accountInactive': { ar: 'هذا الحساب غير مفعّل', en: 'This account is not active' },
  'errors.code.emailTaken': {
    ar: 'هذا البريد الإلكتروني مسجل بالفعل',
    en: 'This email is already registered',
  },
  'errors.code.phoneTaken': {
    ar: 'رقم الهاتف هذا مسجل بالفعل',
    en: 'This phone number is already registered',
  },
  'errors.code.userExists': {
    ar: 'يوجد حساب بهذا البريد الإلكتروني أو رقم الهاتف',
    en: 'An account with this email or phone number already exists',
  },
  'errors.code.otpInvalid': {
    ar: 'رمز التحقق غير صحيح أو منتهي الصلاحية',
    en: 'The code is incorrect or has expired',
  },
  'errors.code.otpExhausted': {
    ar: 'تم تجاوز عدد المحاولات. يرجى طلب رمز جديد.',
    en: 'Too many wrong codes. Please request a new code.',
  },
  'errors.code.wrongPassword': {
    ar: 'كلمة المرور الحالية غير صحيحة',
    en: 'The current password is incorrect',
  },
  'errors.code.alreadyEnrolled': {
    ar: 'أنت مسجل بالفعل في هذه الدورة',
    en: 'You are already enrolled in this course',
  },
  'errors.code.alreadyOwnsUnit': {
    ar: 'هذه الوحدة مفتوحة لك بالفعل',
    en: 'This unit is already unlocked for you',
  },
  'errors.code.notEnrolled': { ar: 'أنت غير مسجل في هذه الدورة', en: 'You are not enrolled in this course' },
  'errors.code.notEntitled': {
    ar: 'ليس لديك صلاحية للوصول إلى هذا المحتوى',
    en: 'You do not have access to this content',
  },
  'errors.code.quizAlreadySubmitted': {
    ar: 'تم إرسال هذا الاختبار من قبل',
    en: 'This quiz has already been submitted',
  },
  'errors.code.codeRequired': {
    ar: 'هذه الدورة تتطلب كود تسجيل',
    en: 'This course needs a registration code',
  },
  'errors.code.adminOnly': {
    ar: 'هذا الإجراء للمعلم فقط، ويمكن للمساعد الاطلاع دون التعديل',
    en: 'Only the teacher can do this; assistants can view but not change it',
  },
  'errors.code.notPermitted': {
    ar: 'لم يسمح لك المعلم بهذا الإجراء',
    en: 'The teacher has not allowed you to do this',
  },
  'errors.code.staleVersion': {
    ar: 'عدّل شخص آخر هذا العنصر بعد أن فتحته. لم يُحفظ شيء ولم يضِع تعديلك: أعد التحميل ثم أعد التعديل',
    en: 'Someone else changed this after you opened it. Nothing was saved and your edit is still here: reload, then make your change again',
  },
  'errors.code.codeRevoked': {
    ar: 'أوقف المعلم هذا الكود، فلم يعد صالحًا للاستخدام. تواصل مع المعلم أو السنتر',
    en: 'The teacher has withdrawn this code; it can no longer be used. Contact the teacher or the centre',
  },
  'errors.code.codeExpired': {
    ar: 'انتهت صلاحية هذا الكود، فلم يعد صالحًا للاستخدام',
    en: 'This code has expired and can no longer be used',
  },
  'errors.code.invalidExpiry': {
    ar: 'تاريخ الانتهاء يجب أن يكون في المستقبل',
    en: 'The expiry date must be in the future',
  },
  'errors.code.uploadMissing': { ar: 'لم يُرسل أي ملف', en: 'No file was sent' },
  'errors.code.uploadEmpty': { ar: 'الملف فارغ', en: 'The file is empty' },
  'errors.code.uploadType': {
    ar: 'نوع الملف غير مقبول هنا (يُفحص محتوى الملف لا اسمه)',
    en: 'This type of file is not accepted here (the content is checked, not the name)',
  },
  'errors.code.uploadTooLarge': { ar: 'الملف أكبر من الحجم المسموح', en: 'The file is larger than allowed' },
  'errors.code.courseHasStudents': {
    ar: 'في هذه الدورة طلاب مسجلون، فلا يمكن حذفها: أرشفها بدلًا من ذلك',
    en: 'Students are enrolled in this course, so it cannot be deleted: archive it instead',
  },
  'errors.code.invalidVideoLink': {
    ar: 'رابط الفيديو يجب أن يكون فيديو على يوتيوب أو على منصة البث (https)',
    en: 'The video link must be a YouTube video or a video on the streaming host (https)',
  },
  'errors.code.uploadNotFinished': {
    ar: 'لم يكتمل رفع الملف بعد: أكمل الرفع ثم احفظ',
    en: 'The upload is not finished yet: resume it, then save',
  },
  'errors.code.previewNoProgress': {
    ar: 'هذه معاينة: لا يُسجَّل تقدم أو إجابات للمعلم ومساعديه',
    en: 'This is a preview: no progress or quiz answers are recorded for the teacher and assistants',
  },
  'errors.code.invalidSpreadsheet': {
    ar: 'في الملف صفوف غير صالحة، فلم يُستورد أي سؤال. صحّح الصفوف المذكورة ثم أعد الرفع',
    en: 'The file has rows that are not valid, so no question was imported. Fix the rows listed and upload it again',
  },
  'errors.code.unsupportedFileType': {
    ar: 'نوع الملف غير مدعوم. ارفع ملف CSV أو XLSX',
    en: 'This file type is not supported. Upload a CSV or XLSX file',
  },
  'errors.code.codesNotKept': {
    ar: 'صُنعت هذه الدفعة قبل أن يحتفظ الموقع بنسخة مقفلة من أكوادها، فلا يمكن تنزيلها مرة أخرى. ألغِ أكوادها غير المستخدمة وأنشئ دفعة جديدة إن احتجت',
    en: 'This batch was made before the site kept a sealed copy of its codes, so it cannot be downloaded again. Revoke its unused codes and make a new batch if you need to',
  },
  'errors.code.invalidOrder': {
    ar: 'تغيّرت القائمة بعد أن فتحتها. أعد التحميل ثم رتّبها من جديد',
    en: 'The list changed after you opened it. Reload it and order it again',
  },
  'errors.code.examNotAnExam': { ar: 'هذا الدرس ليس امتحانًا', en: 'This lesson is not an exam' },
  'errors.code.examNotSetUp': { ar: 'هذا الامتحان لم يُجهَّز بعد', en: 'This exam is not ready yet' },
  'errors.code.examNotOpen': { ar: 'لم يبدأ موعد هذا الامتحان بعد', en: 'This exam has not opened yet' },
  'errors.code.examClosed': { ar: 'انتهى موعد هذا الامتحان', en: 'This exam has closed' },
  'errors.code.examNoAttemptsLeft': {
    ar: 'استخدمت كل المحاولات المتاحة لهذا الامتحان',
    en: 'You have used every attempt at this exam',
  },
  'errors.code.examOtherDevice': {
    ar: 'هذا الامتحان مفتوح على جهاز آخر',
    en: 'This exam is open on another device',
  },
  'errors.code.examTimeOver': {
    ar: 'انتهى وقت الامتحان وسُلِّمت إجاباتك',
    en: 'The time is over and your answers were submitted',
  },
  'errors.code.examAttemptSubmitted': {
    ar: 'سُلِّمت هذه المحاولة بالفعل',
    en: 'This attempt has already been submitted',
  },
  'errors.code.questionNotInAttempt': {
    ar: 'هذا السؤال ليس من أسئلة امتحانك',
    en: 'This question is not part of your exam',
  },
  'errors.code.examQuotaUnfilled': {
    ar: 'بنك الأسئلة لا يكفي لكل قواعد السحب في هذا الامتحان',
    en: 'The question bank cannot fill every quota of this exam',
  },
  'errors.code.examQuestionTimeOver': {
    ar: 'انتهى وقت هذا السؤال',
    en: 'The time for this question is over',
  },
  'errors.code.examQuestionNotShown': {
    ar: 'هذا السؤال لم يظهر بعد',
    en: 'This question is not shown yet',
  },
  'errors.code.examNoQuestionClock': {
    ar: 'ليس لهذا الامتحان وقت لكل سؤال',
    en: 'This exam has no time per question',
  },
  'errors.code.bankNoPictures': {
    ar: 'لا يوجد سؤال في هذا البنك له صورة',
    en: 'No question in this bank has a picture',
  },
  'errors.code.examUnknownQuestions': {
    ar: 'بعض الأسئلة المختارة ليست في بنك أسئلة هذه الدورة',
    en: "Some chosen questions are not in this course's question bank",
  },
  'errors.code.paymentsOff': {
    ar: 'الدفع الإلكتروني غير متاح لدى هذا المدرس',
    en: 'This teacher does not take online payments',
  },
  'errors.code.paymentProviderError': {
    ar: 'خدمة الدفع لا ترد الآن. يرجى المحاولة بعد قليل.',
    en: 'The payment service is not answering. Please try again in a moment.',
  },
  'errors.code.orderNotRefundable': {
    ar: 'لا يمكن استرداد إلا طلب مدفوع',
    en: 'Only a paid order can be refunded',
  },
  'errors.code.refundAmount': {
    ar: 'مبلغ الاسترداد يجب ألا يزيد على المتبقي من المبلغ المدفوع',
    en: 'The refund cannot be more than what is left of the amount paid',
  },
  'errors.code.refundRefused': {
    ar: 'رفضت خدمة الدفع الاسترداد',
    en: 'The payment service refused the refund',
  },
  'errors.code.discountCodeInvalid': {
    ar: 'كود الخصم غير صالح لهذه الدورة',
    en: 'This discount code is not valid for this course',
  },
  'errors.code.discountCodeUsedUp': {
    ar: 'انتهت مرات استخدام كود الخصم',
    en: 'This discount code has no use left',
  },
  'errors.code.discountCodeExists': {
    ar: 'يوجد كود خصم بنفس النص',
    en: 'A discount code with this text already exists',
  },
  'errors.code.unitNotForSale': {
    ar: 'هذه المحاضرة لا تُباع وحدها عبر الإنترنت',
    en: 'This lecture is not sold on its own online',
  },
} as const satisfies MessageTable;
