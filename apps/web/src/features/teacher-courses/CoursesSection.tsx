import { Route, Routes } from 'react-router';
import './messages.ts';
import { CourseEditorPage } from './CourseEditorPage.tsx';
import { CourseListPage } from './CourseListPage.tsx';
import { NewCoursePage } from './NewCoursePage.tsx';

/** The console's courses section: the list, a new course, one course's editor. */
export default function CoursesSection() {
  return (
    <Routes>
      <Route index element={<CourseListPage />} />
      <Route path="new" element={<NewCoursePage />} />
      <Route path=":courseId" element={<CourseEditorPage />} />
    </Routes>
  );
}
