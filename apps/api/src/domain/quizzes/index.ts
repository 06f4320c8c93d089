export { getEditorQuiz } from './get-editor-quiz.ts';
export { saveQuiz } from './save-quiz.ts';
export { importQuizQuestions } from './import-quiz-questions.ts';
export { rescoreQuiz } from './rescore-quiz.ts';
export { quizTemplateCsv } from './quiz-template.ts';
