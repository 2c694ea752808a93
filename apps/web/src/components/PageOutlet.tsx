import {
  Component,
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  CHUNK_TIMEOUT_MS,
  PAGE_LOAD_TIMEOUT_MS,
  PAGE_LOADING_DELAY_MS,
} from '@news/contract/constants';
import { useI18n } from '../i18n/i18n.tsx';
import { preloadPage, readyPage } from '../lib/pageModules.ts';
import { sessionStore } from '../lib/coldStart.ts';
import { reloadForNewVersion } from '../lib/reloadForNewVersion.ts';
import type { PageProps, RouteEntry } from '../lib/router/routeEntry.ts';

/** Loads a page chunk, failing after the chunk time-out (docs/product.md §2) so a stalled network shows a retry. */
function withTimeout(entry: RouteEntry): Promise<{ default: ComponentType<PageProps> }> {
  return Promise.race([
    preloadPage(entry.load).then(
      (page) => ({ default: page }),
      (error: unknown) => {
        // A chunk the server no longer has (a new version was deployed): the page reloads itself
        // once, and shows the loading state until it does instead of the retry button.
        const reloading = reloadForNewVersion(sessionStore(), Date.now(), () => {
          window.location.reload();
        });
        if (reloading) return new Promise<never>(() => undefined);
        throw error;
      },
    ),
    new Promise<never>((_, reject) => {
      setTimeout(() => {
        reject(new Error('ChunkLoadError'));
      }, CHUNK_TIMEOUT_MS);
    }),
  ]);
}

/** Nothing for 200 ms (most pages come sooner), then a spinner, then after 60 s the time-out. */
function PageLoading({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  const [stage, setStage] = useState<'quiet' | 'spinner' | 'timeout'>('quiet');
  useEffect(() => {
    const spinner = setTimeout(() => {
      setStage('spinner');
    }, PAGE_LOADING_DELAY_MS);
    const timeout = setTimeout(() => {
      setStage('timeout');
    }, PAGE_LOAD_TIMEOUT_MS);
    return () => {
      clearTimeout(spinner);
      clearTimeout(timeout);
    };
  }, []);
  if (stage === 'quiet') return null;
  if (stage === 'timeout') {
    return (
      <button type="button" className="status status-error" onClick={onRetry}>
        {t('common.timeout')}
      </button>
    );
  }
  return (
    <p className="status" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('common.loading')}
    </p>
  );
}

class ChunkBoundary extends Component<
  { children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.setState({ failed: false });
      this.props.onRetry();
    });
  }
}

function ChunkFailed({ retry }: { retry: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="status status-error" onClick={retry}>
      {t('common.chunkFailed')}
    </button>
  );
}

function PageOutletView({ entry, ...props }: { entry: RouteEntry } & PageProps) {
  const [attempt, setAttempt] = useState(0);
  // A loaded screen renders at once; otherwise a new lazy component per attempt, so a retry
  // really fetches the chunk again.
  const Page = useMemo(
    () => readyPage(entry.load) ?? lazy(() => withTimeout(entry)),
    [entry, attempt],
  );
  const retry = (): void => {
    setAttempt((a) => a + 1);
  };
  return (
    <ChunkBoundary
      key={attempt}
      onRetry={retry}
      fallback={(again) => <ChunkFailed retry={again} />}
    >
      <Suspense fallback={<PageLoading onRetry={retry} />}>
        <Page {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/**
 * Memoised: the frame re-renders for its own reasons (grey mode, text size), and a re-render
 * reaching a page whose server HTML React is still taking over makes it finish at once.
 */
export const PageOutlet = memo(PageOutletView);
