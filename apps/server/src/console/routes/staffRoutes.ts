import { z } from 'zod';
import { idTextSchema } from '@news/contract/contentSchemas';
import {
  createStaffBodySchema,
  oneTimePasswordSchema,
  staffListSchema,
  staffSchema,
  updateStaffBodySchema,
} from '@news/contract/console/staffSchemas';
import type { StaffDirectoryService } from '../../services/staff/StaffDirectoryService.ts';
import { actorOf } from '../../services/staff/StaffPrincipal.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';

const idParams = z.object({ id: idTextSchema });

/** Staff management: admins only. */
export function staffRoutes(staff: StaffDirectoryService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute({
      method: 'GET',
      path: '/staff',
      summary: 'Every staff account',
      access: 'staff',
      response: staffListSchema,
      handler: () => staff.list(),
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/staff',
      summary: 'Add a staff member; answers the one-time password to hand over',
      access: 'staff',
      body: createStaffBodySchema,
      response: oneTimePasswordSchema,
      handler: ({ staff: principal, body }) => staff.add(actorOf(principal), body),
    }),
    defineConsoleRoute({
      method: 'PUT',
      path: '/staff/:id',
      summary: 'Change a staff member’s role and sites',
      access: 'staff',
      params: idParams,
      body: updateStaffBodySchema,
      response: staffSchema,
      handler: ({ staff: principal, params, body }) =>
        staff.update(actorOf(principal), Number(params.id), body),
    }),
    defineConsoleRoute({
      method: 'DELETE',
      path: '/staff/:id',
      summary: 'Remove a staff member: their sessions end at once',
      access: 'staff',
      params: idParams,
      response: z.null(),
      handler: async ({ staff: principal, params }) => {
        await staff.remove(actorOf(principal), Number(params.id));
        return null;
      },
    }),
    defineConsoleRoute({
      method: 'POST',
      path: '/staff/:id/password',
      summary: 'Give a staff member a new one-time password; their sessions end',
      access: 'staff',
      params: idParams,
      response: oneTimePasswordSchema,
      handler: ({ staff: principal, params }) =>
        staff.resetPassword(actorOf(principal), Number(params.id)),
    }),
  ];
}
