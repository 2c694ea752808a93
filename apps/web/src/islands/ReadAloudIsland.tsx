import { useMemo } from 'react';
import { ReadAloud } from '../features/readAloud/ReadAloud.tsx';

/** Read aloud as an island: it reads the page's article, found when the reader asks. */
export function ReadAloudIsland() {
  const source = useMemo(
    () => ({
      get current(): HTMLElement | null {
        return document.querySelector<HTMLElement>('article.detail');
      },
    }),
    [],
  );
  return <ReadAloud source={source} />;
}
