export { listConsoleBooks } from './list-console-books.ts';
export { createBook } from './create-book.ts';
export { saveBook, type BookChange } from './save-book.ts';
export { deleteBook } from './delete-book.ts';
