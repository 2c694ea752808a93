import { useEffect, useState } from 'react';
import { loadDocuments, type Documents } from '../../i18n/documents.ts';
import { useI18n } from '../../i18n/i18n.tsx';

/** One of the long texts, in paragraphs (separated by blank lines), once its chunk is in. */
export function DocumentText({ which }: { which: keyof Documents }) {
  const { t, lang } = useI18n();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadDocuments(lang).then((documents) => {
      if (live) setText(documents[which]);
    });
    return () => {
      live = false;
    };
  }, [lang, which]);
  if (text === null)
    return <div className="spinner" role="status" aria-label={t('common.loading')} />;
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </>
  );
}
