import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseTreeWithProgress, LessonWithProgress } from '@dars/core/contract';
import CoursePlayerPage from './CoursePlayerPage.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { renderWithProviders, signIn } from '../../test/render.tsx';

const COURSE_ID = '33333333-3333-4333-8333-333333333333';
const DAY_MS = 86_400_000;

function video(id: number, isCompleted: boolean): LessonWithProgress {
  return {
    id,
    lessonName: `Lesson ${id}`,
    titel: null,
    order: id,
    active: true,
    type: 'Video',
    isCompleted,
    isQuizSubmitted: false,
  };
}

/** Unit 0 (lessons 1, 2) is in its week; unit 1 (lesson 3) opens 5 days from now. */
function course(done: ReadonlySet<number>): CourseTreeWithProgress {
  return {
    id: COURSE_ID,
    courseName: 'Biology',
    term: 'First',
    active: true,
    price: 50,
    grade: 'Secondary1',
    description: '',
    imagePath: null,
    modificationDate: '2026-01-01T00:00:00.000Z',
    isOpenToAll: false,
    enrollmentDate: new Date(Date.now() - 2 * DAY_MS - 60_000).toISOString(),
    units: [
      {
        id: 1,
        unitName: 'Cells',
        titel: null,
        active: true,
        order: 1,
        lessons: [1, 2].map((id) => video(id, done.has(id))),
      },
      { id: 2, unitName: 'Genetics', titel: null, active: true, order: 2, lessons: [video(3, done.has(3))] },
    ],
  };
}

function server(done: Set<number>) {
  return mockFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/Course/tree-course-with-progress')
      return json({ success: true, message: '', data: course(done) });
    const content = /^\/api\/Student\/contentlesson\/(\d+)$/.exec(path);
    if (content) {
      const id = Number(content[1]);
      return json({
        success: true,
        message: '',
        data: {
          id,
          type: 'Video',
          lessonName: `Lesson ${id}`,
          videoUrl: '/media/demo.mp4',
          attachmentUrl: null,
          attachmentTitle: null,
          isCompleted: done.has(id),
        },
      });
    }
    if (path === '/api/Student/lesson-complete') {
      const { lessonId } = JSON.parse(String(call.body)) as { lessonId: number };
      done.add(lessonId);
      return json({ success: true, message: '', data: { lessonId, completedAt: new Date().toISOString() } });
    }
    return json({ success: false, message: 'not mocked', data: null }, 404);
  });
}

const render = (search: string) =>
  renderWithProviders(<CoursePlayerPage />, {
    path: `/course-player/${COURSE_ID}${search}`,
    route: '/course-player/:courseId',
  });

// jsdom has no media pipeline; the player calls load() when it detaches a source.
beforeAll(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('CoursePlayerPage', () => {
  it("a lesson index beyond the unit keeps 'الدرس غير متاح' and the URL until a lesson is picked", async () => {
    signIn();
    server(new Set([1]));
    render('?unit=0&lesson=7');
    expect(await screen.findByText('الدرس غير متاح')).toBeInTheDocument();
    // The chosen lesson loads under the message; the URL is not rewritten meanwhile.
    expect(await screen.findByRole('heading', { name: 'Lesson 2', level: 2 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(`/course-player/${COURSE_ID}?unit=0&lesson=7`);
    expect(screen.getByText('الدرس غير متاح')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'فتح قائمة الدروس' }));
    await user.click(screen.getByRole('button', { name: /Lesson 1/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/course-player/${COURSE_ID}?unit=0&lesson=0`),
    );
    expect(screen.queryByText('الدرس غير متاح')).toBeNull();
  });

  it('a lesson index that is not an integer is ignored: the chosen lesson is written to the URL', async () => {
    signIn();
    server(new Set([1]));
    render('?unit=0&lesson=1.5');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/course-player/${COURSE_ID}?unit=0&lesson=1`),
    );
    expect(screen.queryByText('الدرس غير متاح')).toBeNull();
  });

  it('finishing the last lesson of an open unit stays on it and says when the closed next unit opens', async () => {
    signIn();
    server(new Set([1]));
    render('?unit=0&lesson=1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'استمتعت بالمحاضرة' }));
    expect(await screen.findByTestId('celebration')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'أنهيت دروس هذه الوحدة. الوحدة التالية «\u2068Genetics\u2069»: ستكون هذه الوحدة متاحة بعد 5 أيام',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('celebration')).toBeNull(), { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent(`/course-player/${COURSE_ID}?unit=0&lesson=1`);
    expect(screen.getByRole('heading', { name: 'Lesson 2', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/الوحدة التالية «\u2068Genetics\u2069»/)).toBeInTheDocument();
  });
});
