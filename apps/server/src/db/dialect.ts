import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/**
 * Adds an auto-increment integer primary key the way each engine spells it; the only column
 * definition the two engines cannot share.
 */
export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T>,
  dialect: DialectName,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
        c.primaryKey().autoIncrement(),
      );
}
