import type { FastifyInstance } from 'fastify';
import { inputShapeProblem, jsonShapeProblem } from '../http/bodyShape.ts';

/**
 * Every request body, the reader API's and the console's alike, is measured before anything
 * walks it: JSON text in one pass before it is parsed (the parser itself is Fastify's, with its
 * prototype-poisoning checks), a form's fields once parsed. Too deep or too many values is
 * answered 400 (`InputShapeError`, which both error handlers translate) before the signature,
 * the control-character check or any schema sees the body. Registered on the root before any
 * route, so every scope inherits the parser and the hook.
 */
export function registerBoundedInput(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    const problem = jsonShapeProblem(text);
    if (problem) {
      done(problem, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // JSON was measured as text already; anything else (forms) is measured as parsed.
    const json = /^application\/json\b/i.test(request.headers['content-type'] ?? '');
    const problem = json ? undefined : inputShapeProblem(request.body);
    if (problem) done(problem);
    else done();
  });
}
