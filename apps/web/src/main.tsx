import { takeServerRender } from './lib/serverRenderedPage.ts';
import { startApp } from './startApp.tsx';
import './styles.css';
// The detail pages' styles come with the first stylesheet: shared items are the screens most
// readers arrive on, rendered on the server, and styles arriving with their chunk would move them.
import './styles/detail.css';

// The whole app at once: a screen the server did not render, or a reader's deep link. Arrival
// pages the server rendered start with their islands instead (islands/startIslands.ts).
void startApp({ rendered: takeServerRender() });
