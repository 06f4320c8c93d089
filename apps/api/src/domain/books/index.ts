export { listConsoleBooks } from './list-console-books.ts';
export { createBook } from './create-book.ts';
export { saveBook } from './save-book.ts';
export { deleteBook } from './delete-book.ts';
