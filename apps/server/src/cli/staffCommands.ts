import { STAFF_ROLES, type StaffRole } from '@news/contract/console/permissions';
import { isSiteLang, type SiteLang } from '@news/contract/sites';
import { staffText } from '../console/consoleErrors.ts';
import { DomainError } from '../services/shared/DomainError.ts';
import type { AppServices } from '../services/AppServices.ts';
import {
  escapeControlCharacters as shown,
  escapeControlCharactersInJson,
} from '../content/controlCharacterText.ts';
import type { CliOutput } from './CliOutput.ts';
import { operatorActor as operator } from './operatorActor.ts';

export const STAFF_USAGE = `  staff add <username> --role <admin|editor|reporter|moderator> [--sites en,ru] [--json]
      add a newsroom console account; prints its one-time password, to change at first sign-in
  staff list [--json]             console accounts with their roles and sites
  staff remove <username>         remove a console account; its sessions end at once`;

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** `undefined` and a message when the value names something else than sites. */
function parseSites(value: string | undefined): SiteLang[] | string {
  if (value === undefined) return [];
  const sites = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = sites.filter((s) => !isSiteLang(s));
  if (wrong.length > 0)
    return `unknown site ${wrong.join(', ')}: the sites are zh-Hans, en, kr, ja, ru`;
  return sites.filter(isSiteLang);
}

/**
 * `npm run admin -- staff ...`: the same StaffService the console uses, so an account added
 * here is checked and audited like one added there (the audit names the operator's login).
 * Returns the exit code: 0 done, 1 refused, 2 wrong arguments.
 */
export async function staffCommand(
  services: AppServices,
  args: readonly string[],
  out: CliOutput,
  fail: (message: string) => void,
): Promise<number> {
  const [action, username] = args;
  const json = args.includes('--json');
  try {
    if (action === 'list') {
      for (const member of await services.staff.list()) {
        const sites = member.role === 'admin' ? 'every site' : member.sites.join(',');
        await out.line(
          json
            ? escapeControlCharactersInJson(JSON.stringify(member))
            : `${shown(member.username)}\t${member.role}\t${sites}\t${member.totpEnabled ? 'authenticator on' : 'password only'}`,
        );
      }
      return 0;
    }
    if (action === 'add' && username && !username.startsWith('--')) {
      const role = option(args, 'role');
      if (!STAFF_ROLES.includes(role as StaffRole)) {
        fail('staff add: --role must be admin, editor, reporter or moderator');
        return 2;
      }
      const sites = parseSites(option(args, 'sites'));
      if (typeof sites === 'string') {
        fail(`staff add: ${sites}`);
        return 2;
      }
      const added = await services.staff.add(operator(), {
        username,
        role: role as StaffRole,
        sites,
      });
      if (json) {
        await out.line(
          escapeControlCharactersInJson(
            JSON.stringify({ ...added.staff, oneTimePassword: added.oneTimePassword }),
          ),
        );
        return 0;
      }
      const where = added.staff.role === 'admin' ? 'every site' : added.staff.sites.join(', ');
      await out.line(`added ${added.staff.role} ${shown(added.staff.username)} (${where})`);
      await out.line(`one-time password: ${added.oneTimePassword}`);
      await out.line('It is shown only now; it must be changed at the first sign-in at /console/.');
      return 0;
    }
    if (action === 'remove' && username) {
      const member = await services.staff.findByUsername(username);
      if (!member) {
        fail(`no staff member "${shown(username)}"`);
        return 1;
      }
      await services.staff.remove(operator(), Number(member.id));
      await out.line(`removed ${shown(member.username)}; their sessions have ended`);
      return 0;
    }
  } catch (error) {
    if (error instanceof DomainError) {
      fail(staffText('en', error.messageKey, error.params));
      return 1;
    }
    throw error;
  }
  fail(`usage:\n${STAFF_USAGE}`);
  return 2;
}
