import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { getBook, listActiveBooks } from '../../domain/books/list-books.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { withImageUrl, withImageUrls } from '../../plugins/file-urls.ts';

const booksMessage = (totalCount: number) =>
  totalCount ? SERVER_MESSAGES.booksRetrieved : SERVER_MESSAGES.noBooks;

/** The landing page's books. */
const bookRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'activeBooks', async (request) => {
    const data = await listActiveBooks(request.ctx, request.query);
    return ok(booksMessage(data.totalCount), { ...data, books: withImageUrls(request, data.books) });
  });

  registerEndpoint(app, 'activeBooksByGrade', async (request) => {
    const data = await listActiveBooks(request.ctx, { ...request.query, grade: request.params.grade });
    return ok(booksMessage(data.totalCount), { ...data, books: withImageUrls(request, data.books) });
  });

  registerEndpoint(app, 'book', async (request) => {
    const data = await getBook(request.ctx, { id: request.params.id });
    return ok(SERVER_MESSAGES.bookRetrieved, withImageUrl(request, data));
  });
};

export default bookRoutes;
