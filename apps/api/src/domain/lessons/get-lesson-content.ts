import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import type { LessonMediaSigner } from '../media/signed-url.ts';
import { loadQuizKey, publicQuestions } from '../quizzes/load-quiz.ts';
import { findSubmission, type StoredSubmission } from '../quizzes/quiz-submission.ts';
import { assertLessonAccess, previewHoldings } from '../access/entitlement.ts';
import { locateLessonForStudent } from '../access/locate.ts';
import { hasReadyLessonVideo } from '../videos/lesson-video.ts';
import { LESSON_MEDIA_URL_PREFIX } from '../media/lesson-media.ts';

export interface VideoContent {
  id: number;
  type: 'Video';
  lessonName: string;
  videoUrl: string | null;
  attachmentUrl: string | null;
  attachmentTitle: string | null;
  isCompleted: boolean;
  /** present (true) only when the upload plays as protected HLS */
  protectedVideo?: true;
}

export interface QuizContent {
  id: number;
  type: 'Quiz';
  lessonName: string;
  questions: ReturnType<typeof publicQuestions>;
  isRetake: boolean;
  isScoreDisplayed: boolean;
  isAnswerDisplayed: boolean;
  passDegree: number;
  quizScore: number | null;
  timeLimitMinutes: number | null;
  submission: StoredSubmission | null;
}

export interface ExamContent {
  id: number;
  type: 'Exam';
  lessonName: string;
  isCompleted: boolean;
  passDegree: number;
}

/**
 * A lesson's content, after the server's checks: the student holds the course (enrolled, or it
 * is open to all) or the lesson's unit (unit code); the unit's 7-day window is open; no earlier
 * quiz is unsubmitted. Quiz content carries no correctness; the answer key appears only inside
 * the student's stored submission (and only when the quiz displays answers).
 */
export async function getLessonContent(
  ctx: TenantContext,
  options: {
    userId: string;
    lessonId: number;
    /** turns stored media addresses into what this student may fetch (signed, expiring) */
    signMedia?: LessonMediaSigner;
    /** a Moderator or Admin previewing: no enrolment, window or quiz-lock check, no progress */
    staffPreview?: boolean;
  },
): Promise<VideoContent | QuizContent | ExamContent> {
  const sign = options.signMedia ?? (async (url: string | null) => url);
  const located = await locateLessonForStudent(ctx, options.userId, options.lessonId);
  const { tree, unit, lesson } = located;
  const holdings = options.staffPreview ? previewHoldings() : located.holdings;
  if (!options.staffPreview)
    assertLessonAccess({
      tree,
      unit,
      lessonId: lesson.id,
      holdings,
      now: ctx.now(),
      noEntitlementMessage: SERVER_MESSAGES.noLessonAccess,
    });
  if (lesson.type === 'Exam')
    // the exam itself is GET /api/exams/:lessonId (timed by the server, nothing of it here)
    return {
      id: lesson.id,
      type: 'Exam',
      lessonName: lesson.lesson_name,
      isCompleted: holdings.completedLessonIds.has(lesson.id),
      passDegree: Math.min(100, Math.max(0, Number(lesson.pass_degree) || 0)),
    };
  if (lesson.type !== 'Quiz') {
    // only an upload has a ladder: links and demo files cost no query
    const protectedVideo =
      Boolean(lesson.video_url?.startsWith(LESSON_MEDIA_URL_PREFIX)) &&
      (await hasReadyLessonVideo(ctx, lesson.id));
    return {
      id: lesson.id,
      type: 'Video',
      lessonName: lesson.lesson_name,
      videoUrl: protectedVideo ? null : await sign(lesson.video_url),
      attachmentUrl: await sign(lesson.attachment_url),
      attachmentTitle: lesson.attachment_title,
      isCompleted: holdings.completedLessonIds.has(lesson.id),
      ...(protectedVideo ? { protectedVideo: true as const } : {}),
    };
  }
  const quiz = await loadQuizKey(ctx, lesson.id, tree.course.modification_date);
  const submission = holdings.submittedQuizIds.has(lesson.id)
    ? await findSubmission(ctx, { userId: options.userId, lesson, quiz })
    : null;
  return {
    id: lesson.id,
    type: 'Quiz',
    lessonName: lesson.lesson_name,
    questions: publicQuestions(quiz),
    isRetake: Number(lesson.is_retake) === 1,
    isScoreDisplayed: Number(lesson.is_score_displayed) === 1,
    isAnswerDisplayed: Number(lesson.is_answer_displayed) === 1,
    passDegree: Math.min(100, Math.max(0, Number(lesson.pass_degree) || 0)),
    quizScore: submission?.score ?? null,
    timeLimitMinutes:
      lesson.time_limit_minutes && lesson.time_limit_minutes > 0 ? lesson.time_limit_minutes : null,
    submission,
  };
}
