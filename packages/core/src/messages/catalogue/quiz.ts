import type { MessageTable } from '../types.ts';

export const quizMessages = {
  'quiz.progress': { ar: 'السؤال {current} من {total}', en: 'Question {current} of {total}' },
  'quiz.answersLabel': { ar: 'الإجابات', en: 'Answers' },
  'quiz.next': { ar: 'السؤال التالي', en: 'Next question' },
  'quiz.previous': { ar: 'السؤال السابق', en: 'Previous question' },
  'quiz.submit': { ar: 'إرسال الإجابات', en: 'Submit answers' },
  'quiz.submitting': { ar: 'جارٍ الإرسال…', en: 'Submitting…' },
  'quiz.chooseAnswer': { ar: 'اختر إجابة للمتابعة', en: 'Choose an answer to continue' },
  'quiz.completedTitle': { ar: 'تم تسليم الاختبار', en: 'Quiz submitted' },
  'quiz.score': { ar: 'درجتك: {score}%', en: 'Your score: {score}%' },
  // `count`: the number of questions (the noun agrees with it)
  'quiz.correctCount': {
    ar: {
      zero: '{correct} من {count} إجابة صحيحة',
      one: '{correct} من إجابة واحدة صحيحة',
      two: '{correct} من إجابتين صحيحتين',
      few: '{correct} من {count} إجابات صحيحة',
      many: '{correct} من {count} إجابة صحيحة',
      other: '{correct} من {count} إجابة صحيحة',
    },
    en: { one: '{correct} of {count} correct', other: '{correct} of {count} correct' },
  },
  'quiz.passed': { ar: 'ناجح', en: 'Passed' },
  'quiz.failed': { ar: 'لم تصل إلى درجة النجاح', en: 'Below the pass mark' },
  'quiz.passDegree': { ar: 'درجة النجاح: {degree}%', en: 'Pass mark: {degree}%' },
  'quiz.revealAnswers': { ar: 'عرض الإجابات الصحيحة', en: 'Show correct answers' },
  'quiz.hideAnswers': { ar: 'إخفاء الإجابات الصحيحة', en: 'Hide correct answers' },
  'quiz.yourAnswer': { ar: 'إجابتك', en: 'Your answer' },
  'quiz.correctAnswer': { ar: 'الإجابة الصحيحة', en: 'Correct answer' },
  'quiz.noAnswer': { ar: 'لم تتم الإجابة', en: 'Not answered' },
  'quiz.finish': { ar: 'إنهاء والانتقال للدرس التالي', en: 'Finish and continue' },
  'quiz.finishLast': { ar: 'إنهاء الاختبار', en: 'Finish quiz' },
  'quiz.retake': { ar: 'إعادة الاختبار', en: 'Retake the quiz' },
  'quiz.submitUnauthorized': {
    ar: 'غير مصرح لك بإرسال نتيجة الاختبار',
    en: 'You are not authorized to submit quiz results',
  },
  'quiz.submitFailed': { ar: 'فشل إرسال نتيجة الاختبار', en: 'Failed to submit quiz result' },
} as const satisfies MessageTable;
