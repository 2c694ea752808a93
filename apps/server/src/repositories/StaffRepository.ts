import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, StaffTable } from '../db/schema.ts';

export type StaffRow = Selectable<StaffTable>;

/** Staff accounts and the sites each works on. Removed staff keep their row (status `removed`). */
export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Insertable<StaffTable>): Promise<number> {
    const { id } = await this.db
      .insertInto('staff')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async find(id: number): Promise<StaffRow | undefined> {
    return this.db
      .selectFrom('staff')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  async findByUsername(username: string): Promise<StaffRow | undefined> {
    return this.db
      .selectFrom('staff')
      .selectAll()
      .where('username', '=', username)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  async list(): Promise<StaffRow[]> {
    return this.db
      .selectFrom('staff')
      .selectAll()
      .where('status', '=', 'active')
      .orderBy('username')
      .execute();
  }

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async update(id: number, changes: Updateable<StaffTable>): Promise<void> {
    await this.db.updateTable('staff').set(changes).where('id', '=', id).execute();
  }

  /**
   * Takes the TOTP time step if it is newer than the last one used, in one statement: a code
   * seen once is refused the second time, even from two sign-ins at the same moment.
   */
  async takeTotpStep(id: number, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('staff')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where('totp_last_step', '<', step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Site ids per staff member. */
  async siteIds(staffIds: readonly number[]): Promise<Map<number, number[]>> {
    const result = new Map<number, number[]>();
    if (staffIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('staff_sites')
      .select(['staff_id', 'site_id'])
      .where('staff_id', 'in', staffIds)
      .orderBy('site_id')
      .execute();
    for (const row of rows)
      result.set(row.staff_id, [...(result.get(row.staff_id) ?? []), row.site_id]);
    return result;
  }

  async setSites(staffId: number, siteIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('staff_sites').where('staff_id', '=', staffId).execute();
    if (siteIds.length > 0)
      await this.db
        .insertInto('staff_sites')
        .values(siteIds.map((siteId) => ({ staff_id: staffId, site_id: siteId })))
        .execute();
  }
}
