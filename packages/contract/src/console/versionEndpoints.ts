/*
 * Linked language versions (issue 28, docs/adr/0025), one module each so that a bundle places
 * every descriptor beside the code that calls it (docs/adr/0023).
 */
export { getItemsByIdVersions } from './version/getItemsByIdVersions.ts';
export { postItemsByIdVersions } from './version/postItemsByIdVersions.ts';
export { deleteItemsByIdVersions } from './version/deleteItemsByIdVersions.ts';
export { postItemsByIdTranslations } from './version/postItemsByIdTranslations.ts';
export { getItemsByIdSourceChanges } from './version/getItemsByIdSourceChanges.ts';
export { postItemsByIdSourceChecked } from './version/postItemsByIdSourceChecked.ts';
export { getVersionsDesk } from './version/getVersionsDesk.ts';
