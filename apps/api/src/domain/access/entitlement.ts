import { SERVER_MESSAGE_FORMATS, SERVER_MESSAGES } from '@dars/core/messages';
import type { ErrorCode } from '@dars/core/contract';
import { PostgresAdapter, sql } from 'kysely';
import type { TenantContext } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { hasExamLessons, mayHoldExams, type CourseTree, type TreeUnit } from '../course-tree/course-tree.ts';
import {
  courseUnitAccess,
  isLockedInCourse,
  isLockedInUnit,
  ownedUnitAccess,
  type UnitAccess,
} from './rules.ts';

/** What a student holds on a course: an enrollment (course path) and/or unit codes (unit-viewer path). */
export interface Holdings {
  enrollmentDate: string | null;
  enrolled: boolean;
  /** unit id → acquired_at of the student's unit ownerships inside this course */
  ownedUnits: Map<number, string>;
  /** quizzes submitted and exams passed at their pass mark: the gates the lock rule opens */
  submittedQuizIds: Set<number>;
  completedLessonIds: Set<number>;
}

export interface HoldingRow {
  /** 'v' course version, 'e' enrollment, 'o' unit ownership, 'c' completions, 's' quiz submissions and passed exams (`at`: comma-separated lesson ids) */
  kind: string;
  ref: number | null;
  at: string | null;
}

/** Lesson ids as one comma-separated list: one row instead of one per lesson. */
function lessonIdList(ctx: TenantContext) {
  return ctx.db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`string_agg(lesson_id::text, ',')`
    : sql`group_concat(lesson_id)`;
}

/** The exams the student passed at their pass mark, as one 's' holding row. */
function examPassesPart(ctx: TenantContext, userId: string) {
  return sql`SELECT 's' AS kind, NULL AS ref, ${lessonIdList(ctx)} AS at FROM exam_attempts WHERE tenant_id = ${ctx.tenantId} AND user_id = ${userId} AND passed = 1`;
}

/**
 * Reads, in ONE statement, everything about the student that the course's access rules need,
 * plus the course's version row ('v': modification date and open-to-all flag; absent when the
 * tenant has no such course): the enrollment in this course, and every unit ownership,
 * completion and submission of the student (a student has few; `holdingsFrom` keeps this
 * course's, which keeps the statement short and the same for every course instead of binding
 * the course's 80 lesson ids). With `completionOf`, only that lesson's completion is read (one
 * lesson opened, completed or submitted needs no other: the access rules never look at
 * completions), which spares the statement the student's whole list.
 */
export async function readHoldingRows(
  ctx: TenantContext,
  userId: string,
  courseId: string,
  options: { completionOf?: number; examPasses?: boolean } = {},
): Promise<HoldingRow[]> {
  const { tenantId } = ctx;
  // completions and submissions come back as one comma-separated list each: one row instead of
  // one per lesson (materialising rows is most of this statement's cost)
  const list = lessonIdList(ctx);
  const { rows } = await sql<HoldingRow>`
    SELECT 'v' AS kind, is_open_to_all AS ref, modification_date AS at FROM courses
      WHERE tenant_id = ${tenantId} AND id = ${courseId}
    UNION ALL SELECT 'e', NULL, enrollment_date FROM enrollments
      WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND course_id = ${courseId}
    UNION ALL SELECT 'o', unit_id, acquired_at FROM unit_ownerships WHERE tenant_id = ${tenantId} AND user_id = ${userId}
    UNION ALL SELECT 'c', NULL, ${list} FROM lesson_completions WHERE tenant_id = ${tenantId} AND user_id = ${userId}${
      options.completionOf === undefined ? sql`` : sql` AND lesson_id = ${options.completionOf}`
    }
    UNION ALL SELECT 's', NULL, ${list} FROM quiz_submissions WHERE tenant_id = ${tenantId} AND user_id = ${userId}
${
  options.examPasses === false
    ? sql``
    : sql`
    UNION ALL ${examPassesPart(ctx, userId)}`
}
  `.execute(ctx.db);
  return rows;
}

/**
 * The holdings rows of a student on a course whose tree is read after them, in one statement:
 * exam passes are left out when the course's last tree had no exam lesson (most courses; the
 * part costs every request of the course player), and read on their own in the rare case that
 * the tree then read has gained one.
 */
export async function readHoldingRowsBeforeTree(
  ctx: TenantContext,
  userId: string,
  courseId: string,
  options: { completionOf?: number } = {},
): Promise<{ rows: HoldingRow[]; holdingsOn(tree: CourseTree): Promise<Holdings> }> {
  const examPasses = mayHoldExams(ctx, courseId);
  const rows = await readHoldingRows(ctx, userId, courseId, { ...options, examPasses });
  return {
    rows,
    async holdingsOn(tree) {
      if (examPasses || !hasExamLessons(tree)) return holdingsFrom(rows, tree);
      const { rows: passes } = await sql<HoldingRow>`${examPassesPart(ctx, userId)}`.execute(ctx.db);
      return holdingsFrom([...rows, ...passes], tree);
    },
  };
}

/** The student's holdings on one course, from the rows of `readHoldingRows`. */
export function holdingsFrom(rows: readonly HoldingRow[], tree: CourseTree): Holdings {
  const { lessonIds, unitIds } = indexOf(tree);
  const holdings: Holdings = {
    enrolled: false,
    enrollmentDate: null,
    ownedUnits: new Map(),
    submittedQuizIds: new Set(),
    completedLessonIds: new Set(),
  };
  for (const row of rows) {
    const ref = row.ref === null ? null : Number(row.ref);
    switch (row.kind) {
      case 'e':
        holdings.enrolled = true;
        holdings.enrollmentDate = row.at || null;
        break;
      case 'o':
        if (ref !== null && unitIds.has(ref)) holdings.ownedUnits.set(ref, row.at ?? '');
        break;
      case 'c':
        addListed(row.at, lessonIds, holdings.completedLessonIds);
        break;
      case 's':
        addListed(row.at, lessonIds, holdings.submittedQuizIds);
        break;
    }
  }
  return holdings;
}

/** Adds the ids of a comma-separated list that belong to `known`. */
function addListed(list: string | null, known: ReadonlySet<number>, into: Set<number>) {
  if (!list) return;
  for (const text of list.split(',')) {
    const id = Number(text);
    if (known.has(id)) into.add(id);
  }
}

/**
 * What a staff member previewing a course "holds": nothing. A preview opens every active unit
 * and lesson without enrolment or windows, and shows no progress (and records none).
 */
export function previewHoldings(): Holdings {
  return {
    enrolled: false,
    enrollmentDate: null,
    ownedUnits: new Map(),
    submittedQuizIds: new Set(),
    completedLessonIds: new Set(),
  };
}

/** The student's holdings on the course of `tree`, in one statement. */
export async function loadHoldings(ctx: TenantContext, userId: string, tree: CourseTree): Promise<Holdings> {
  return holdingsFrom(
    await readHoldingRows(ctx, userId, tree.course.id, { examPasses: hasExamLessons(tree) }),
    tree,
  );
}

const treeIndexes = new WeakMap<readonly TreeUnit[], { lessonIds: Set<number>; unitIds: Set<number> }>();

/** The unit and lesson ids of a tree, computed once per cached tree. */
function indexOf(tree: CourseTree) {
  let index = treeIndexes.get(tree.units);
  if (!index) {
    index = {
      unitIds: new Set(tree.units.map((unit) => unit.id)),
      lessonIds: new Set(tree.units.flatMap((unit) => unit.lessons.map((lesson) => lesson.id))),
    };
    treeIndexes.set(tree.units, index);
  }
  return index;
}

export type AccessDecision = { allowed: true } | { allowed: false; code: ErrorCode; message: string };

const refuse = (code: ErrorCode, message: string): AccessDecision => ({ allowed: false, code, message });

/**
 * Course path: the unit's 7-day window counted from the enrollment date (always open when the
 * course is open to all) and the quiz lock over every earlier lesson of the course.
 */
export function courseLessonAccess(input: {
  tree: CourseTree;
  unit: TreeUnit;
  lessonId: number;
  holdings: Holdings;
  now: Date;
}): AccessDecision {
  const { tree, unit, holdings } = input;
  if (isLockedInCourse(tree.units, input.lessonId, holdings.submittedQuizIds)) {
    return refuse('quiz_locked', SERVER_MESSAGES.previousQuizRequired);
  }
  return windowDecision(
    courseUnitAccess({
      unitIndex: unit.order - 1,
      enrollmentDate: holdings.enrollmentDate,
      isOpenToAll: Number(tree.course.is_open_to_all) === 1,
      now: input.now,
    }),
  );
}

/** Unit-code path: the window of unit 0 from the ownership date, and the quiz lock inside the unit. */
export function unitLessonAccess(input: {
  unit: TreeUnit;
  lessonId: number;
  acquiredAt: string;
  holdings: Holdings;
  now: Date;
}): AccessDecision {
  if (isLockedInUnit(input.unit, input.lessonId, input.holdings.submittedQuizIds)) {
    return refuse('quiz_locked', SERVER_MESSAGES.previousQuizRequired);
  }
  return windowDecision(ownedUnitAccess({ acquiredAt: input.acquiredAt, now: input.now }));
}

function windowDecision(access: UnitAccess): AccessDecision {
  switch (access.state) {
    case 'open':
    case 'open-to-all':
      return { allowed: true };
    case 'no-enrollment-date':
      return refuse('enrollment_date_unavailable', SERVER_MESSAGES.enrollmentDateUnavailable);
    case 'upcoming':
      return refuse('unit_not_open_yet', SERVER_MESSAGE_FORMATS.unitAvailableInDays(access.daysUntil));
    case 'ended':
      return refuse('unit_access_ended', SERVER_MESSAGES.accessEnded);
    case 'invalid':
      return refuse('unit_not_available', SERVER_MESSAGES.unitNotAvailable);
  }
}

/** Whether the student may use the course path at all (enrolled, or the course is open to all). */
export const hasCourseEntitlement = (tree: CourseTree, holdings: Holdings) =>
  holdings.enrolled || Number(tree.course.is_open_to_all) === 1;

/**
 * Decides access to one lesson by every path the student holds; the first path that opens wins,
 * otherwise the refusal of the course path (or, without one, of the unit path) is thrown as 403.
 */
export function assertLessonAccess(input: {
  tree: CourseTree;
  unit: TreeUnit;
  lessonId: number;
  holdings: Holdings;
  now: Date;
  noEntitlementMessage: string;
}): void {
  const decisions: AccessDecision[] = [];
  if (hasCourseEntitlement(input.tree, input.holdings)) decisions.push(courseLessonAccess(input));
  const acquiredAt = input.holdings.ownedUnits.get(input.unit.id);
  if (acquiredAt !== undefined) decisions.push(unitLessonAccess({ ...input, acquiredAt }));
  if (decisions.length === 0) throw forbidden('not_entitled', input.noEntitlementMessage);
  if (decisions.some((decision) => decision.allowed)) return;
  const first = decisions[0] as Extract<AccessDecision, { allowed: false }>;
  throw forbidden(first.code, first.message);
}
