import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing/testDatabases.ts';
import { useTestDatabase } from '../testing/useTestDatabase.ts';
import { containsText } from './containsText.ts';

describe.each(testEngines())('containsText on $name', (engine) => {
  const data = useTestDatabase(engine);
  const matching = async (words: string): Promise<string[]> =>
    (
      await data.db
        .selectFrom('content')
        .select('title')
        .where(containsText('content.title', words))
        .orderBy('id')
        .execute()
    ).map((r) => r.title);

  it('finds the words anywhere in the column, whatever their case', async () => {
    await data.rows.item({ title: 'Night Ferry returns' });
    await data.rows.item({ title: 'Harbour news' });
    expect(await matching('ferry')).toEqual(['Night Ferry returns']);
    expect(await matching('NEWS')).toEqual(['Harbour news']);
  });

  it('takes %, _ and the backslash as themselves, not as patterns', async () => {
    await data.rows.item({ title: '100% local' });
    await data.rows.item({ title: '100 local' });
    await data.rows.item({ title: 'snake_case' });
    await data.rows.item({ title: 'snakeXcase' });
    await data.rows.item({ title: 'a\\b' });
    expect(await matching('100%')).toEqual(['100% local']);
    expect(await matching('e_c')).toEqual(['snake_case']);
    expect(await matching('a\\b')).toEqual(['a\\b']);
  });
});
