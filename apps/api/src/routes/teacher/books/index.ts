import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { createBook, deleteBook, listConsoleBooks, saveBook } from '../../../domain/books/index.ts';
import { withUploadedImage } from '../image-form.ts';
import { done, ok, registerEndpoint } from '../../register-endpoint.ts';

const booksRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'teacherBooksList', async (request) => {
    const data = await listConsoleBooks(request.ctx, request.query);
    return ok(SERVER_MESSAGES.booksRetrieved, data);
  });

  registerEndpoint(app, 'teacherBookCreate', async (request, _reply, caller) => {
    const data = await createBook(request.ctx, { caller, fields: request.body });
    return ok(SERVER_MESSAGES.bookSaved, data);
  });

  registerEndpoint(app, 'teacherBookUpdate', async (request, _reply, caller) => {
    const { version, ...fields } = request.body;
    const data = await saveBook(request.ctx, { caller, id: request.params.id, version, fields });
    return ok(SERVER_MESSAGES.bookSaved, data);
  });

  registerEndpoint(app, 'teacherBookDelete', async (request, _reply, caller) => {
    await deleteBook(request.ctx, { caller, id: request.params.id, version: request.query.version });
    return done(SERVER_MESSAGES.bookDeleted);
  });

  registerEndpoint(app, 'teacherBookImage', async (request, _reply, caller) => {
    const data = await withUploadedImage(app, request, ({ version, publicPath }) =>
      saveBook(request.ctx, { caller, id: request.params.id, version, imagePath: publicPath }),
    );
    return ok(SERVER_MESSAGES.bookSaved, data);
  });
};

export default booksRoutes;
