import type { Agreement, AgreementKind } from '@news/contract/agreementSchemas';
import type { AgreementVersion } from '@news/contract/console/siteSettingsSchemas';
import { siteByLang, type SiteInfo, type SiteLang } from '@news/contract/sites';
import { defaultAgreement } from '../../agreements/defaultAgreements.ts';
import type { AuditTrail } from '../audit/AuditTrail.ts';
import { DomainError } from '../shared/DomainError.ts';
import { sitesOf, type Moderator } from '../moderation/Moderator.ts';
import type { AgreementRow } from '../../repositories/AgreementsRepository.ts';
import type { Repositories, Transaction } from '../Repositories.ts';
import type { Clock } from '../shared/Clock.ts';
import type { PublicChange } from '../shared/PublicChange.ts';

/** Before a site writes its own, an agreement is the product's text: version 1, dated at zero. */
const DEFAULT_VERSION = 1;
const DEFAULT_DATE = new Date(0).toISOString();

/**
 * The user agreement, privacy policy and deactivation agreement of each site, in versions: the
 * reader app reads the one in force; admins write new versions in the console (the old ones
 * stay, and the audit log says who changed what).
 */
export class AgreementService {
  constructor(
    private readonly repos: Pick<Repositories, 'agreements'>,
    private readonly transaction: Transaction,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly onPublicChange: (change: PublicChange) => void,
  ) {}

  async current(site: SiteInfo, kind: AgreementKind): Promise<Agreement> {
    const row = await this.repos.agreements.current(site.id, kind);
    return row
      ? { type: kind, version: row.version, body: row.body, updatedAt: row.created_at }
      : {
          type: kind,
          version: DEFAULT_VERSION,
          body: defaultAgreement(site.lang, kind),
          updatedAt: DEFAULT_DATE,
        };
  }

  /** Every version, newest first, the product's text last. */
  async history(
    moderator: Moderator,
    site: SiteLang,
    kind: AgreementKind,
  ): Promise<AgreementVersion[]> {
    const [siteId] = sitesOf(moderator, site);
    if (siteId === undefined) throw DomainError.notFound();
    const rows = await this.repos.agreements.versions(siteId, kind);
    return [...rows.map(toVersion), defaultVersion(site, kind)];
  }

  async save(
    moderator: Moderator,
    site: SiteLang,
    kind: AgreementKind,
    body: string,
  ): Promise<AgreementVersion[]> {
    const [siteId] = sitesOf(moderator, site);
    if (siteId === undefined) throw DomainError.notFound();
    await this.transaction(async (tx) => {
      const repo = tx.agreements;
      const current = await repo.current(siteId, kind);
      const before = current?.body ?? defaultAgreement(site, kind);
      if (before === body) throw DomainError.refused('error.agreementUnchanged');
      const version = (current?.version ?? DEFAULT_VERSION) + 1;
      await repo.insert({
        site_id: siteId,
        kind,
        version,
        body,
        created_at: this.clock.iso(),
        created_by: moderator.staffId,
        created_by_name: moderator.actor.name,
      });
      await this.audit.record(tx, moderator.actor, {
        action: 'site.agreement',
        target: { type: 'agreement', id: `${site}:${kind}` },
        siteId,
        before: { version: version - 1, body: before },
        after: { version, body },
      });
    });
    this.onPublicChange({ scope: 'site', siteId });
    return this.history(moderator, site, kind);
  }

  /**
   * The version in force of each kind, for the site's settings page; read through `repos`, the
   * transaction's of a change when there is one (SQLite has one connection: another would wait).
   */
  async summary(
    siteLang: SiteLang,
    kinds: readonly AgreementKind[],
    repos: Pick<Repositories, 'agreements'> = this.repos,
  ) {
    const site = siteByLang(siteLang);
    const repo = repos.agreements;
    return Promise.all(
      kinds.map(async (kind) => {
        const row = await repo.current(site.id, kind);
        return {
          kind,
          version: row?.version ?? DEFAULT_VERSION,
          updatedAt: row?.created_at ?? DEFAULT_DATE,
          updatedBy: row?.created_by_name ?? '',
        };
      }),
    );
  }
}

function toVersion(row: AgreementRow): AgreementVersion {
  return {
    version: row.version,
    body: row.body,
    createdAt: row.created_at,
    createdBy: row.created_by_name,
  };
}

function defaultVersion(site: SiteLang, kind: AgreementKind): AgreementVersion {
  return {
    version: DEFAULT_VERSION,
    body: defaultAgreement(site, kind),
    createdAt: DEFAULT_DATE,
    createdBy: '',
  };
}
