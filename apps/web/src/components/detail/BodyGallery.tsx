import { Gallery, type GalleryImage } from './Gallery.tsx';

/**
 * An article body's pictures in the zoomable viewer, opened at the one the reader picked. Each
 * takes the words of its figure: the caption and the credit the server marks in it
 * (`<span class="caption">`, `<span class="credit">`), or an older body's whole figcaption, or
 * else its alt text; the alt text stays the picture's description when the words are a caption.
 * Here rather than in ArticleBody, so the article's first load carries none of it.
 */
export function BodyGallery({
  pictures,
  start,
  title,
  onClose,
}: {
  pictures: HTMLImageElement[];
  start: HTMLImageElement;
  title: string;
  onClose: () => void;
}) {
  const images = pictures.map((img): GalleryImage => {
    const words = img.closest('figure')?.querySelector('figcaption');
    const credit = words?.querySelector('.credit')?.textContent ?? '';
    const caption =
      words?.querySelector('.caption')?.textContent ?? (credit ? '' : (words?.textContent ?? ''));
    return {
      // By its `src`: a processed picture's is its address, from which the viewer offers its
      // renditions again (the sanitiser leaves a `srcset` on no other picture).
      url: img.src,
      caption: caption || img.alt,
      credit,
      alt: caption ? img.alt : '',
    };
  });
  return (
    <Gallery
      images={images}
      start={Math.max(0, pictures.indexOf(start))}
      title={title}
      onClose={onClose}
    />
  );
}
