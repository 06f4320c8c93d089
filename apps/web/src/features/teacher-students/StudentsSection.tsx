import { Route, Routes } from 'react-router';
import StudentPage from './StudentPage.tsx';
import StudentsTablePage from './StudentsTablePage.tsx';
import './messages.ts';

/** The console's students section: the table at its root, a student's page below it. */
export default function StudentsSection() {
  return (
    <Routes>
      <Route index element={<StudentsTablePage />} />
      <Route path=":studentId" element={<StudentPage />} />
    </Routes>
  );
}
