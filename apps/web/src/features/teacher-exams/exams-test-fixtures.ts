import type { BankQuestion } from '@dars/core/contract';

/** A course with one exam lesson and a bank of three questions, shared by the exams section's tests. */
export const COURSE = '5b7c2a40-0000-4000-8000-000000000001';
export const question = (id: number, difficulty: BankQuestion['difficulty'], unit: string): BankQuestion => ({
  id,
  text: `سؤال ${id}`,
  imagePath: null,
  type: 'MultipleChoice',
  options: ['أ', 'ب', 'ج'].map((text) => ({ text: `${text}${id}`, imagePath: null })),
  correctIndex: 1,
  explanation: '',
  explanationImagePath: null,
  unit,
  topic: 'الخلية',
  difficulty,
  broken: false,
});
export const BANK = [
  question(1, 'easy', 'الوحدة الأولى'),
  question(2, 'hard', 'الوحدة الأولى'),
  question(3, 'easy', 'الوحدة الثانية'),
];
export const bankList = { questions: BANK, units: ['الوحدة الأولى', 'الوحدة الثانية'], topics: ['الخلية'] };
export const course = {
  id: COURSE,
  courseName: 'أحياء ثالثة ثانوي',
  description: '',
  grade: 'Secondary3',
  term: 'First',
  price: 0,
  imagePath: null,
  active: true,
  isOpenToAll: false,
  archivedAt: null,
  version: 1,
  unitCount: 1,
  lessonCount: 1,
  enrolledCount: 0,
  units: [
    {
      id: 7,
      courseId: COURSE,
      unitName: 'الوحدة الأولى',
      subtitle: null,
      position: 1,
      active: true,
      version: 1,
      lessons: [
        {
          id: 41,
          unitId: 7,
          lessonName: 'امتحان الوحدة',
          subtitle: null,
          position: 1,
          active: true,
          type: 'Exam',
          videoUrl: null,
          videoDurationSeconds: null,
          attachmentUrl: null,
          attachmentTitle: null,
          version: 1,
          passDegree: 50,
        },
      ],
    },
  ],
};
export const exam = {
  lessonId: 41,
  lessonName: 'امتحان الوحدة',
  courseId: COURSE,
  settings: null,
  bankSize: 3,
};
