/*
 * The media library's calls (issue 26), one module each so that a bundle places every descriptor
 * beside the code that calls it (docs/adr/0023).
 */
export { getPictures } from './picture/getPictures.ts';
export { getPicturesById } from './picture/getPicturesById.ts';
export { putPicturesById } from './picture/putPicturesById.ts';
export { deletePicturesById } from './picture/deletePicturesById.ts';
export { postPicturesLookup } from './picture/postPicturesLookup.ts';
