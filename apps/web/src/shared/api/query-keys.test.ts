import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ENDPOINT_ROUTES, type EndpointRoute } from '@dars/core/contract/routes';
import { queryKeyOf, STUDENT_PREFIX } from './query-keys.ts';
import { registerQueryClient } from './query-registry.ts';
import { forgetStudentData, refreshStudentData } from './student-data.ts';

describe('queryKeyOf', () => {
  it('keys a public endpoint by its name and arguments', () => {
    expect(queryKeyOf('courseTree', { courseid: 'c-1' })).toEqual(['courseTree', { courseid: 'c-1' }]);
  });

  it('puts every endpoint that needs a signed-in caller, or answers about it, under the student prefix', () => {
    for (const [name, route] of Object.entries(ENDPOINT_ROUTES) as Array<[string, EndpointRoute]>) {
      const key = queryKeyOf(name as keyof typeof ENDPOINT_ROUTES);
      expect(key[0] === STUDENT_PREFIX).toBe(route.auth !== 'none' || route.answersPerCaller === true);
      expect(key.at(-1)).toBe(name);
    }
    expect(queryKeyOf('enrolledCourses', { studentId: 's', pagenumber: 2 })).toEqual([
      STUDENT_PREFIX,
      'enrolledCourses',
      { studentId: 's', pagenumber: 2 },
    ]);
  });

  it('leaves out empty arguments, so equal requests share one key', () => {
    expect(queryKeyOf('myUnitCodes', { pageNumber: 1, search: undefined, grade: undefined })).toEqual(
      queryKeyOf('myUnitCodes', { pageNumber: 1 }),
    );
  });

  it('without arguments is the prefix of every key of that endpoint', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyOf('myUnitCodes', { pageNumber: 1 }), 'page 1');
    client.setQueryData(queryKeyOf('myUnitCodes', { pageNumber: 2 }), 'page 2');
    client.setQueryData(queryKeyOf('lessonContent', { id: 3 }), 'lesson');
    expect(client.getQueriesData({ queryKey: queryKeyOf('myUnitCodes') })).toHaveLength(2);
  });
});

describe('the student changed: one removal under the student prefix', () => {
  afterEach(() => registerQueryClient(new QueryClient()));

  function filledClient() {
    const client = new QueryClient();
    client.setQueryData(queryKeyOf('courseTree', { courseid: 'c-1' }), 'public course');
    client.setQueryData(queryKeyOf('courseActive', { grade: 'Secondary1' }), 'public list');
    client.setQueryData(queryKeyOf('enrolledCourses', { studentId: 's-1' }), 'my courses');
    client.setQueryData(queryKeyOf('isEnrolled', { studentId: 's-1', courseId: 'c-1' }), true);
    client.setQueryData(queryKeyOf('lessonContent', { id: 7 }), 'my lesson');
    registerQueryClient(client);
    return client;
  }

  it('forgetStudentData removes every per-student answer and keeps the public ones', () => {
    const client = filledClient();
    forgetStudentData();
    expect(client.getQueryData(queryKeyOf('enrolledCourses', { studentId: 's-1' }))).toBeUndefined();
    expect(
      client.getQueryData(queryKeyOf('isEnrolled', { studentId: 's-1', courseId: 'c-1' })),
    ).toBeUndefined();
    expect(client.getQueryData(queryKeyOf('lessonContent', { id: 7 }))).toBeUndefined();
    expect(client.getQueryData(queryKeyOf('courseTree', { courseid: 'c-1' }))).toBe('public course');
    expect(client.getQueryData(queryKeyOf('courseActive', { grade: 'Secondary1' }))).toBe('public list');
  });

  it('refreshStudentData marks only per-student answers stale', async () => {
    const client = filledClient();
    await refreshStudentData();
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeyOf('enrolledCourses', { studentId: 's-1' }))).toBe(true);
    expect(stale(queryKeyOf('courseTree', { courseid: 'c-1' }))).toBe(false);
  });
});
