import { it } from 'vitest';
import { readBuildManifest } from '@news/bench/routeBundles';
it('m', () => {
  const b = readBuildManifest('/work/wt/e29/apps/web/dist');
  const files = b.closure([
    b.entry,
    'src/routes/HomePage.tsx',
    'src/i18n/ru.json',
    'src/i18n/detail/ru.json',
  ]);
  for (const f of files) console.log(f, b.gz(f));
});
