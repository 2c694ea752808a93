import { useState, type SyntheticEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@news/contract/console/permissions';
import {
  STAFF_USERNAME,
  type OneTimePassword,
  type Staff,
} from '@news/contract/console/staffSchemas';
import { SITE_LANGS, type SiteLang } from '@news/contract/sites';
import { errorText, Notice } from '../components/Notice.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { api } from '../lib/api.ts';
import { useCan, useStaff } from '../lib/session.tsx';
import { useLoad } from '../lib/useLoad.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import {
  deleteStaffById,
  getStaff,
  postStaff,
  postStaffByIdPassword,
  putStaffById,
} from '@news/contract/console/staffEndpoints';

/** Staff accounts (admins): add with a one-time password, change role and sites, reset, remove. */
export function StaffPage() {
  const { t, dateTime } = useI18n();
  const can = useCan();
  const me = useStaff();
  const list = useLoad(() => api(getStaff), 'staff');
  const [issued, setIssued] = useState<OneTimePassword | undefined>(undefined);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<string | undefined>(undefined);
  if (!can('staff')) return <NotFoundPage />;

  const act = async (work: () => Promise<void>): Promise<void> => {
    setError('');
    try {
      await work();
      list.reload();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  return (
    <section className="staff-page">
      <h1>{t('staff.title')}</h1>
      <AddStaffForm
        onAdded={(added) => {
          setIssued(added);
          list.reload();
        }}
      />
      {issued ? (
        <Notice kind="success">
          <p>{t('staff.issued', { username: issued.staff.username })}</p>
          <p>
            <code data-testid="one-time-password">{issued.oneTimePassword}</code>
          </p>
          <p className="hint">{t('staff.issuedHint')}</p>
        </Notice>
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('staff.username')}</th>
            <th scope="col">{t('staff.role')}</th>
            <th scope="col">{t('staff.sites')}</th>
            <th scope="col">{t('staff.secondFactor')}</th>
            <th scope="col">{t('staff.lastSignIn')}</th>
            <th scope="col">{t('staff.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data ?? []).map((member) =>
            editing === member.id ? (
              <EditStaffRow
                key={member.id}
                member={member}
                onDone={() => {
                  setEditing(undefined);
                  list.reload();
                }}
              />
            ) : (
              <tr key={member.id} data-testid={`staff-${member.username}`}>
                <td>{member.username}</td>
                <td>{t(`role.${member.role}`)}</td>
                <td>
                  {member.role === 'admin'
                    ? t('staff.allSites')
                    : member.sites.map((s) => t(`site.${s}`)).join(', ')}
                </td>
                <td>{member.totpEnabled ? t('common.on') : t('common.off')}</td>
                <td>{member.lastSignInAt ? dateTime(member.lastSignInAt) : t('staff.never')}</td>
                <td className="row-actions">
                  <button
                    type="button"
                    onClick={() => {
                      setEditing(member.id);
                    }}
                  >
                    {t('staff.edit')}
                  </button>
                  {member.id !== me.id ? (
                    <>
                      <button
                        type="button"
                        onClick={() =>
                          void act(async () => {
                            setIssued(
                              await api(postStaffByIdPassword, { params: { id: member.id } }),
                            );
                          })
                        }
                      >
                        {t('staff.reset')}
                      </button>
                      <button
                        type="button"
                        onClick={() => {
                          if (
                            window.confirm(t('staff.confirmRemove', { username: member.username }))
                          )
                            void act(async () => {
                              await api(deleteStaffById, { params: { id: member.id } });
                            });
                        }}
                      >
                        {t('staff.remove')}
                      </button>
                    </>
                  ) : null}
                </td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}

function SitePicker({
  value,
  onChange,
  role,
}: {
  value: SiteLang[];
  onChange: (sites: SiteLang[]) => void;
  role: StaffRole;
}) {
  const { t } = useI18n();
  if (role === 'admin') return <span className="hint">{t('staff.allSites')}</span>;
  return (
    <span className="site-picker" role="group" aria-label={t('staff.sites')}>
      {SITE_LANGS.map((site) => (
        <label key={site} className="inline">
          <input
            type="checkbox"
            name={`site-${site}`}
            checked={value.includes(site)}
            onChange={(event) => {
              onChange(event.target.checked ? [...value, site] : value.filter((s) => s !== site));
            }}
          />
          {t(`site.${site}`)}
        </label>
      ))}
    </span>
  );
}

function RoleSelect({
  value,
  onChange,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  const { t } = useI18n();
  return (
    <select
      name="role"
      aria-label={t('staff.role')}
      value={value}
      onChange={(event) => {
        const role = STAFF_ROLES.find((r) => r === event.target.value);
        if (role) onChange(role);
      }}
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`role.${role}`)}
        </option>
      ))}
    </select>
  );
}

function AddStaffForm({ onAdded }: { onAdded: (added: OneTimePassword) => void }) {
  const { t } = useI18n();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [sites, setSites] = useState<SiteLang[]>([]);
  const [error, setError] = useState('');
  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    setError('');
    const name = username.trim().toLowerCase();
    if (!STAFF_USERNAME.test(name)) {
      setError(t('staff.usernameRule'));
      return;
    }
    if (role !== 'admin' && sites.length === 0) {
      setError(t('staff.sitesRule'));
      return;
    }
    try {
      onAdded(
        await api(postStaff, {
          body: {
            username: name,
            role,
            sites: role === 'admin' ? [] : sites,
          },
        }),
      );
      setUsername('');
      setSites([]);
    } catch (caught) {
      setError(errorText(caught));
    }
  };
  return (
    <form className="card add-staff" onSubmit={(event) => void submit(event)}>
      <h2>{t('staff.add')}</h2>
      <div className="field-row">
        <label className="field">
          <span>{t('staff.username')}</span>
          <input
            name="username"
            required
            value={username}
            autoComplete="off"
            onChange={(e) => {
              setUsername(e.target.value);
            }}
          />
        </label>
        <label className="field">
          <span>{t('staff.role')}</span>
          <RoleSelect value={role} onChange={setRole} />
        </label>
      </div>
      <div className="field">
        <span>{t('staff.sites')}</span>
        <SitePicker role={role} value={sites} onChange={setSites} />
      </div>
      {error ? <Notice kind="error">{error}</Notice> : null}
      <button type="submit" className="primary">
        {t('staff.addSubmit')}
      </button>
    </form>
  );
}

function EditStaffRow({ member, onDone }: { member: Staff; onDone: () => void }) {
  const { t } = useI18n();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [sites, setSites] = useState<SiteLang[]>(member.sites);
  const [error, setError] = useState('');
  return (
    <tr>
      <td>{member.username}</td>
      <td>
        <RoleSelect value={role} onChange={setRole} />
      </td>
      <td colSpan={3}>
        <SitePicker role={role} value={sites} onChange={setSites} />
        {error ? <Notice kind="error">{error}</Notice> : null}
      </td>
      <td className="row-actions">
        <button
          type="button"
          className="primary"
          onClick={() => {
            api(putStaffById, {
              params: { id: member.id },
              body: {
                role,
                sites: role === 'admin' ? [] : sites,
              },
            }).then(onDone, (caught: unknown) => {
              setError(errorText(caught));
            });
          }}
        >
          {t('common.save')}
        </button>
        <button type="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </td>
    </tr>
  );
}
