/*
 * The search calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { mdiyDictAppHotWord } from './search/mdiyDictAppHotWord.ts';
export { esAppSuggestSearch } from './search/esAppSuggestSearch.ts';
export { esAppSearch } from './search/esAppSearch.ts';
