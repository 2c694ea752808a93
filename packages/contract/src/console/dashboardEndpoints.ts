/*
 * The dashboard calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { getDashboard } from './dashboard/getDashboard.ts';
