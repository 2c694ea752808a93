/*
 * The staff calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { getStaff } from './staff/getStaff.ts';
export { postStaff } from './staff/postStaff.ts';
export { putStaffById } from './staff/putStaffById.ts';
export { deleteStaffById } from './staff/deleteStaffById.ts';
export { postStaffByIdPassword } from './staff/postStaffByIdPassword.ts';
