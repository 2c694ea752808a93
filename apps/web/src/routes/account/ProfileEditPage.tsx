import { useEffect, useState, type SyntheticEvent } from 'react';
import { GENDERS, type Profile } from '@news/contract/accountSchemas';
import {
  BIO_MAX_LENGTH,
  validateBio,
  validateIdNumber,
  validateRequired,
} from '@news/contract/validators';
import { LazyImage } from '../../components/LazyImage.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { showFailure } from '../../components/showFailure.ts';
import { showToast } from '../../components/toast.tsx';
import { formatFileSize } from '@news/contract/fileSize';
import { useI18n, type MessageKey } from '../../i18n/i18n.tsx';
import { goBack } from '../../lib/router/navigation.ts';
import { useProfile } from '../../lib/session.ts';
import { ignoreFailure } from '../../lib/ignoreFailure.ts';
import { refreshUser } from '../../lib/signIn.ts';
import { uploadImage } from '../../lib/uploadImage.ts';
import { updateProfile } from '../../features/account/accountApi.ts';
import { FormField } from '../../features/account/FormField.tsx';
import { validationText } from '../../features/account/validationText.ts';
import '../../styles/account.css';
import { numberFormat } from '@news/contract/intlFormats';

const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageKey> = {
  unknown: 'profile.genderUnknown',
  male: 'profile.genderMale',
  female: 'profile.genderFemale',
};

const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

function codePoints(text: string): number {
  return Array.from(text).length;
}

/** The avatar: pick a picture, see it at once, watch it upload. */
function AvatarField({
  avatar,
  onUploaded,
}: {
  avatar: string;
  onUploaded: (url: string) => void;
}) {
  const { t, lang, locale } = useI18n();
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return (
    <div className="avatar-field">
      <span className="me-avatar avatar-preview">
        {preview ? (
          <img src={preview} alt="" />
        ) : (
          <LazyImage field={avatar} ratio="1 / 1" sizes="72px" />
        )}
      </span>
      <label className="link-button avatar-pick">
        {t('profile.changeAvatar')}
        <input
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="visually-hidden"
          data-testid="avatar-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (!AVATAR_TYPES.includes(file.type)) {
              showToast(t('profile.avatarType'));
              return;
            }
            if (file.size > AVATAR_MAX_BYTES) {
              showToast(
                t('profile.avatarSize', { size: formatFileSize(AVATAR_MAX_BYTES, locale, 0) }),
              );
              return;
            }
            setPreview(URL.createObjectURL(file));
            setProgress(0);
            uploadImage(file, lang, setProgress)
              .then((url) => {
                setProgress(null);
                onUploaded(url);
              })
              .catch((error: unknown) => {
                setProgress(null);
                setPreview('');
                showToast(
                  error instanceof Error && error.message
                    ? error.message
                    : t('profile.avatarFailed'),
                );
              });
          }}
        />
      </label>
      {progress !== null ? (
        <progress
          max={1}
          value={progress}
          aria-label={t('profile.uploading', {
            percent: numberFormat(locale, { style: 'percent' }).format(progress),
          })}
        />
      ) : null}
    </div>
  );
}

/**
 * infoedit: name, gender, address, bio (with its limit), birthday, avatar, phone, messaging-app
 * account, ID number (checked here with the same rules as the server). userintroduce: the bio
 * alone.
 */
function ProfileForm({ bioOnly }: { bioOnly: boolean }) {
  const { t } = useI18n();
  const profile = useProfile();
  const [form, setForm] = useState<Profile | null>(profile);
  const [idNumber, setIdNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, MessageKey | undefined>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!form && profile) setForm(profile);
  }, [form, profile]);
  useEffect(() => {
    // The form starts from the profile stored at sign-in; a fresher one only replaces it.
    void refreshUser().catch(ignoreFailure('profile refresh'));
  }, []);
  if (!form)
    return (
      <div className="account-page">
        <PageHeader title={t(bioOnly ? 'profile.bio' : 'me.editProfile')} />
        <div className="spinner" role="status" aria-label={t('common.loading')} />
      </div>
    );
  const set = <K extends keyof Profile>(key: K, value: Profile[K]): void => {
    setForm({ ...form, [key]: value });
  };
  const err = (key: string): string | undefined => {
    const message = errors[key];
    return message ? t(message, { count: BIO_MAX_LENGTH }) : undefined;
  };
  const submit = async (event: SyntheticEvent): Promise<void> => {
    event.preventDefault();
    const next = {
      name: bioOnly ? undefined : validationText(validateRequired(form.name)),
      bio: validationText(validateBio(form.bio)) ?? validationText(validateRequired(form.bio)),
      idNumber: idNumber.trim() ? validationText(validateIdNumber(idNumber.trim())) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) {
      const first = Object.values(next).find(Boolean);
      if (first) showToast(t(first, { count: BIO_MAX_LENGTH }));
      return;
    }
    setBusy(true);
    try {
      const params: Record<string, string> = bioOnly
        ? { bio: form.bio.trim() }
        : {
            name: form.name.trim(),
            gender: form.gender,
            address: form.address.trim(),
            bio: form.bio.trim(),
            birthday: form.birthday,
            avatar: form.avatar,
            phone: form.phone.trim(),
            wechatAccount: form.wechatAccount.trim(),
            ...(idNumber.trim() ? { idNumber: idNumber.trim().toUpperCase() } : {}),
          };
      await updateProfile(params);
      await refreshUser();
      setIdNumber('');
      showToast(t('profile.saved'));
      goBack();
    } catch (error) {
      // A refusal was toasted with the server's reason.
      showFailure(error, t('common.requestFailed'));
    } finally {
      setBusy(false);
    }
  };
  const bioLength = codePoints(form.bio);
  const bioField = (
    <div className="form-field">
      <label htmlFor="bio">{t('profile.bio')}</label>
      <textarea
        id="bio"
        rows={4}
        value={form.bio}
        aria-invalid={errors['bio'] ? true : undefined}
        aria-describedby="bio-count"
        onChange={(event) => {
          set('bio', event.target.value);
        }}
      />
      <p id="bio-count" className={`form-hint ${bioLength > BIO_MAX_LENGTH ? 'form-error' : ''}`}>
        {t('profile.bioCount', { count: bioLength, max: BIO_MAX_LENGTH })}
      </p>
      {errors['bio'] ? (
        <p className="form-error" role="alert">
          {err('bio')}
        </p>
      ) : null}
    </div>
  );
  return (
    <div className="account-page">
      <PageHeader title={t(bioOnly ? 'profile.bio' : 'me.editProfile')} />
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        {bioOnly ? (
          bioField
        ) : (
          <>
            <AvatarField
              avatar={form.avatar}
              onUploaded={(url) => {
                set('avatar', url);
              }}
            />
            <FormField
              label={t('profile.name')}
              value={form.name}
              maxLength={30}
              error={err('name')}
              onChange={(event) => {
                set('name', event.target.value);
              }}
            />
            <fieldset className="choice-group">
              <legend>{t('profile.gender')}</legend>
              {GENDERS.map((gender) => (
                <label key={gender} className="choice inline">
                  <input
                    type="radio"
                    name="gender"
                    checked={form.gender === gender}
                    onChange={() => {
                      set('gender', gender);
                    }}
                  />
                  <span>{t(GENDER_LABELS[gender])}</span>
                </label>
              ))}
            </fieldset>
            <FormField
              label={t('profile.birthday')}
              type="date"
              value={form.birthday}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(event) => {
                set('birthday', event.target.value);
              }}
            />
            <FormField
              label={t('profile.address')}
              value={form.address}
              maxLength={200}
              autoComplete="street-address"
              onChange={(event) => {
                set('address', event.target.value);
              }}
            />
            {bioField}
            <FormField
              label={t('profile.phone')}
              type="tel"
              value={form.phone}
              maxLength={20}
              autoComplete="tel"
              onChange={(event) => {
                set('phone', event.target.value);
              }}
            />
            <FormField
              label={t('profile.wechat')}
              value={form.wechatAccount}
              maxLength={50}
              onChange={(event) => {
                set('wechatAccount', event.target.value);
              }}
            />
            <FormField
              label={t('profile.idNumber')}
              value={idNumber}
              maxLength={30}
              autoComplete="off"
              data-testid="id-number"
              placeholder={form.idNumberMasked || undefined}
              hint={form.idNumberMasked ? t('profile.idNumberKept') : undefined}
              error={err('idNumber')}
              onChange={(event) => {
                setIdNumber(event.target.value);
              }}
            />
          </>
        )}
        <button type="submit" className="primary wide" disabled={busy}>
          {t('profile.save')}
        </button>
      </form>
    </div>
  );
}

export const ProfileEditPage = () => <ProfileForm bioOnly={false} />;
export const BioEditPage = () => <ProfileForm bioOnly />;
