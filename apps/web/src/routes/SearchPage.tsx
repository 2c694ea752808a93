import { useEffect, useState } from 'react';
import { esAppSearch } from '@news/contract/endpoints/search/esAppSearch';
import { esAppSuggestSearch } from '@news/contract/endpoints/search/esAppSuggestSearch';
import { mdiyDictAppHotWord } from '@news/contract/endpoints/search/mdiyDictAppHotWord';
import { formatRelativeTime } from '@news/contract/relativeTime';
import { StatusView } from '../components/StatusView.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/apiClient.ts';
import { openContent } from '../lib/openContent.ts';
import { goBack, navigate } from '../lib/router/navigation.ts';
import { readItem, writeItem } from '../lib/storage.ts';
import { useApi } from '../lib/useApi.ts';
import type { PageProps } from '../lib/router/routeEntry.ts';

const HISTORY_SIZE = 10;

/** Search: hot words, suggestions while typing, results with the matches highlighted, local history. */
export function SearchPage({ location }: PageProps) {
  const { t, lang } = useI18n();
  const keyword = location.query.get('keyword') ?? '';
  const [text, setText] = useState(keyword);
  // A new search from outside (a link, history, a hot word) replaces what the box shows.
  useEffect(() => {
    setText(keyword);
  }, [keyword]);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [history, setHistory] = useState(readItem('searchHistory'));
  const hot = useApi(`hot:${lang}`, (signal) => api(mdiyDictAppHotWord, { signal }));
  const results = useApi(keyword ? `search:${lang}:${keyword}` : null, (signal) =>
    api(esAppSearch, { params: { keyword, pageSize: 20 }, signal }),
  );

  useEffect(() => {
    const value = text.trim();
    if (!value || value === keyword) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api(esAppSuggestSearch, {
        params: { keyword: value },
        signal: controller.signal,
        quiet: true,
      })
        .then(setSuggestions)
        .catch(() => {
          setSuggestions([]);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, keyword]);

  const search = (value: string): void => {
    const word = value.trim().slice(0, 50);
    if (!word) return;
    const next = [word, ...history.filter((h) => h !== word)].slice(0, HISTORY_SIZE);
    setHistory(next);
    writeItem('searchHistory', next);
    setText(word);
    navigate('/pages/public/search', { keyword: word }, { replace: true });
  };

  return (
    <div className="search-page">
      <form
        className="search-bar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
      >
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.back')}
          onClick={goBack}
        >
          ‹
        </button>
        <input
          type="search"
          value={text}
          maxLength={50}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
          }}
        />
        <button type="submit">{t('search.submit')}</button>
      </form>
      {suggestions.length > 0 ? (
        <ul className="suggestions" data-testid="suggestions">
          {suggestions.map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => {
                  search(s);
                }}
              >
                {s}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {keyword ? (
        <section aria-live="polite">
          {results.error !== undefined ? (
            <StatusView error={results.error} onRetry={results.reload} />
          ) : null}
          {results.data ? (
            <>
              <p className="result-count">{t('search.results', { count: results.data.total })}</p>
              {results.data.total === 0 ? (
                <p className="status">{t('search.noResults', { keyword })}</p>
              ) : null}
              <ul className="feed" data-testid="results">
                {results.data.rows.map((row) => (
                  <li key={row.id} className="card">
                    <button
                      type="button"
                      className="card-button"
                      onClick={() => {
                        openContent(row, lang);
                      }}
                    >
                      <span className="card-text">
                        {/* The server escapes these and adds only <em> around the matches. */}
                        <span
                          className="card-title"
                          dangerouslySetInnerHTML={{ __html: row.highlightTitle }}
                        />
                        <span
                          className="card-summary"
                          dangerouslySetInnerHTML={{ __html: row.highlightDescription }}
                        />
                        <span className="card-meta">
                          <span>{row.source}</span>
                          <time dateTime={row.publishDate}>
                            {formatRelativeTime(row.publishDate, { lang })}
                          </time>
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : (
        <>
          {history.length > 0 ? (
            <section aria-labelledby="history">
              <h2 id="history" className="section-title">
                {t('search.history')}
                <button
                  type="button"
                  className="link"
                  onClick={() => {
                    setHistory([]);
                    writeItem('searchHistory', []);
                  }}
                >
                  {t('search.clearHistory')}
                </button>
              </h2>
              <ul className="chips">
                {history.map((h) => (
                  <li key={h}>
                    <button
                      type="button"
                      onClick={() => {
                        search(h);
                      }}
                    >
                      {h}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="hot">
            <h2 id="hot" className="section-title">
              {t('search.hotWords')}
            </h2>
            <ol className="hot-words" data-testid="hot-words">
              {(hot.data ?? []).map((word) => (
                <li key={word}>
                  <button
                    type="button"
                    onClick={() => {
                      search(word);
                    }}
                  >
                    {word}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}
