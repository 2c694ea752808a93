import type { StaffDirectoryService } from '../../services/staff/StaffDirectoryService.ts';
import { actorOf } from '../../services/staff/StaffPrincipal.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import {
  getStaff,
  postStaff,
  putStaffById,
  deleteStaffById,
  postStaffByIdPassword,
} from '@news/contract/console/staffEndpoints';

/** Staff management: admins only. */
export function staffRoutes(staff: StaffDirectoryService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getStaff, {
      summary: 'Every staff account',
      access: 'staff',
      handler: () => staff.list(),
    }),
    defineConsoleRoute(postStaff, {
      summary: 'Add a staff member; answers the one-time password to hand over',
      access: 'staff',
      handler: ({ staff: principal, body }) => staff.add(actorOf(principal), body),
    }),
    defineConsoleRoute(putStaffById, {
      summary: 'Change a staff member’s role and sites',
      access: 'staff',
      handler: ({ staff: principal, params, body }) =>
        staff.update(actorOf(principal), Number(params.id), body),
    }),
    defineConsoleRoute(deleteStaffById, {
      summary: 'Remove a staff member: their sessions end at once',
      access: 'staff',
      handler: async ({ staff: principal, params }) => {
        await staff.remove(actorOf(principal), Number(params.id));
        return null;
      },
    }),
    defineConsoleRoute(postStaffByIdPassword, {
      summary: 'Give a staff member a new one-time password; their sessions end',
      access: 'staff',
      handler: ({ staff: principal, params }) =>
        staff.resetPassword(actorOf(principal), Number(params.id)),
    }),
  ];
}
