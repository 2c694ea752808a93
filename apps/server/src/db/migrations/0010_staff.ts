import type { Kysely, Migration } from 'kysely';
import { withIdColumn, type DialectName } from '../dialect.ts';

/**
 * Newsroom staff, apart from readers: their accounts, the sites each works on, and their console
 * sessions (cookie tokens stored hashed, like readers' tokens).
 */
export function staffMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('staff'), dialect)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        // admin | editor | moderator
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(1))
        // AES-GCM sealed TOTP secret ('' when the second factor is off).
        .addColumn('totp_secret', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        // The last time step a code was accepted for, so one code cannot be used twice.
        .addColumn('totp_last_step', 'integer', (c) => c.notNull().defaultTo(0))
        // active | removed (the row stays: the audit log names who did what)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('last_sign_in_at', 'text')
        .addColumn('removed_at', 'text')
        .execute();

      await db.schema
        .createTable('staff_sites')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
        .addPrimaryKeyConstraint('staff_sites_pk', ['staff_id', 'site_id'])
        .execute();

      await withIdColumn(db.schema.createTable('staff_sessions'), dialect)
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_sessions_staff')
        .on('staff_sessions')
        .column('staff_id')
        .execute();
    },
  };
}
