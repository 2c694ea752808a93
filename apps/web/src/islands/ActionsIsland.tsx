import { InteractionBar } from '../features/interactions/InteractionBar.tsx';
import { COMMENTS_TAB_ID, FOCUS_COMMENTS_EVENT, type IslandProps } from '../lib/islandProps.ts';

/**
 * The action bar as an island. Its comment button asks for the composer with an event the
 * comments island answers; on a page whose comments are behind a tab, it taps the tab, which
 * moves the reader on into the app (the tab is the page's, not an island's).
 */
export function ActionsIsland({ contentId, comments }: IslandProps['actions']) {
  return (
    <InteractionBar
      contentId={contentId}
      onComment={() => {
        if (comments === 'tab') document.getElementById(COMMENTS_TAB_ID)?.click();
        else window.dispatchEvent(new Event(FOCUS_COMMENTS_EVENT));
      }}
    />
  );
}
