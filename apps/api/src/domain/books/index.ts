export { listConsoleBooks } from './list-console-books.ts';
export { createBook } from './create-book.ts';
export { updateBook } from './update-book.ts';
export { deleteBook } from './delete-book.ts';
export { setBookImage } from './set-book-image.ts';
