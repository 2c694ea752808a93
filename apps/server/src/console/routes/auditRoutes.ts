import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AuditService } from '../../services/audit/AuditService.ts';
import { defineConsoleRoute, type AnyConsoleRoute } from '../consoleRoute.ts';
import { getAudit, getAuditExportCsv } from '@news/contract/console/auditEndpoints';

const CSV_COLUMNS = [
  'id',
  'at',
  'actorType',
  'actorName',
  'action',
  'targetType',
  'targetId',
  'site',
  'before',
  'after',
] as const;

/**
 * The audit log (admins): read and export, never change — there is no route that edits or
 * deletes an entry, and the database refuses both.
 */
export function auditRoutes(audit: AuditService): AnyConsoleRoute[] {
  return [
    defineConsoleRoute(getAudit, {
      summary: 'Every staff, system and operator action, newest first, filtered',
      access: 'audit',
      handler: ({ query }) => audit.list(query),
    }),
    defineConsoleRoute(getAuditExportCsv, {
      summary: 'The filtered audit log as CSV (UTF-8), every matching entry',
      access: 'audit',
      raw: true,
      handler: async ({ query, reply }) => {
        const rows = Readable.from(
          (async function* () {
            for await (const entry of audit.export(query))
              yield {
                ...entry,
                site: entry.site ?? '',
                before: entry.before === null ? '' : JSON.stringify(entry.before),
                after: entry.after === null ? '' : JSON.stringify(entry.after),
              };
          })(),
        );
        const stamp = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="audit-${stamp}.csv"`)
          .send(
            rows.pipe(
              stringify({
                header: true,
                columns: [...CSV_COLUMNS],
                // A byte order mark, so spreadsheet programs read the file as UTF-8; a cell that
                // starts like a formula is escaped, so opening the file runs nothing.
                bom: true,
                escape_formulas: true,
              }),
            ),
          );
      },
    }),
  ];
}
