import type { PictureNotesRepository } from '../../repositories/PictureNotesRepository.ts';
import { PictureLookup, processedPictureUrls } from './PictureLookup.ts';

/**
 * The media library as readers' responses meet it (issue 26): each response collects the
 * addresses it holds and asks once. A response without a processed picture (the demo's
 * drawings, a provider's absolute URLs) asks nothing.
 */
export class PictureLibrary {
  constructor(private readonly notes: PictureNotesRepository) {}

  /** The library's rows of the site for the processed pictures among `urls`. */
  async lookup(siteId: number, urls: Iterable<string>): Promise<PictureLookup> {
    const wanted = processedPictureUrls(urls);
    if (wanted.length === 0) return PictureLookup.EMPTY;
    return new PictureLookup(await this.notes.find(siteId, wanted));
  }
}
