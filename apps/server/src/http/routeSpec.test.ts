import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type AuthUser } from './routeSpec.ts';

// These are checked by the compiler (`npm run typecheck` covers test files): a route whose
// `user` type is wrong does not compile.
describe('defineRoute', () => {
  it('gives a handler of an `auth: required` call a reader that is always there', () => {
    defineRoute(
      { method: 'POST', path: '/probe', response: z.null() },
      {
        summary: 'probe',
        tag: 'test',
        auth: 'required',
        handler: ({ user }) => {
          expectTypeOf(user).toEqualTypeOf<AuthUser>();
          return Promise.resolve(null);
        },
      },
    );
  });

  it('gives a handler of an `auth: optional` call a reader that may be missing', () => {
    defineRoute(
      { method: 'POST', path: '/probe', response: z.null() },
      {
        summary: 'probe',
        tag: 'test',
        auth: 'optional',
        handler: ({ user }) => {
          expectTypeOf(user).toEqualTypeOf<AuthUser | undefined>();
          return Promise.resolve(null);
        },
      },
    );
  });

  it('types query and body as their schemas parse them', () => {
    defineRoute(
      {
        method: 'GET',
        path: '/probe',
        query: z.object({ size: z.coerce.number().default(5) }),
        response: z.null(),
      },
      {
        summary: 'probe',
        tag: 'test',
        handler: ({ query }) => {
          expectTypeOf(query).toEqualTypeOf<{ size: number }>();
          return Promise.resolve(null);
        },
      },
    );
  });
});
