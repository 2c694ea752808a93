import type { z } from 'zod';
import {
  GENDERS,
  type Profile,
  type profileUpdateSchema,
  type userDataSchema,
} from '@news/contract/accountSchemas';
import { PICTURE_FOLDER } from '@news/contract/pictures';
import { BIO_MAX_LENGTH, validateBio, validateIdNumber } from '@news/contract/validators';
import type { ServerKeys } from '../../accounts/serverKeys.ts';
import { DomainError } from '../shared/DomainError.ts';
import type { SignedInReader } from './SignedInReader.ts';
import type { AttentionRepository } from '../../repositories/AttentionRepository.ts';
import type { CommentsRepository } from '../../repositories/CommentsRepository.ts';
import type { InteractionRepository } from '../../repositories/InteractionRepository.ts';
import type { ReaderUploadsRepository } from '../../repositories/ReaderUploadsRepository.ts';
import type { UserRow, UsersRepository } from '../../repositories/UsersRepository.ts';
import type { Clock } from '../shared/Clock.ts';

/**
 * The addresses the upload route answers with: a picture's, `/media/pictures/<hash>/<W>x<H>-<rrggbb>.jpg`
 * (docs/adr/0024), or, for uploads made before pictures were folders,
 * `/media/uploads/<hh>/<hash>.<extension>`.
 */
const OWN_UPLOAD = new RegExp(
  `^(?:/media/${PICTURE_FOLDER}/[0-9a-f]{32}/[1-9][0-9]{0,4}x[1-9][0-9]{0,4}-[0-9a-f]{6}\\.jpg|/media/uploads/([0-9a-f]{2})/\\1[0-9a-f]{30}\\.(?:png|jpg|gif|webp))$`,
);

/** Shows the first and last characters only: enough for the reader to recognise their own number. */
export function maskIdNumber(id: string): string {
  if (id.length <= 4) return '*'.repeat(id.length);
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
}

function toProfile(row: UserRow): Profile {
  return {
    id: String(row.id),
    username: row.username,
    name: row.name,
    gender: GENDERS.find((g) => g === row.gender) ?? 'unknown',
    address: row.address,
    bio: row.bio,
    birthday: row.birthday,
    avatar: row.avatar,
    phone: row.phone,
    wechatAccount: row.wechat_account,
    idNumberMasked: row.id_number_masked,
    status: row.status,
    createdAt: row.created_at,
  };
}

export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly comments: CommentsRepository,
    private readonly attention: AttentionRepository,
    private readonly interactions: InteractionRepository,
    private readonly readerUploads: ReaderUploadsRepository,
    private readonly keys: ServerKeys,
    private readonly clock: Clock,
  ) {}

  async profile(user: SignedInReader): Promise<Profile> {
    const row = await this.users.find(user.id);
    if (!row) throw DomainError.unauthorized('error.unauthorized');
    return toProfile(row);
  }

  async userData(user: SignedInReader): Promise<z.input<typeof userDataSchema>> {
    const [commentCount, likeCount, collectCount, unreadMessageCount] = await Promise.all([
      this.comments.countByUser(user.id),
      this.attention.count(user.id, 'like'),
      this.attention.count(user.id, 'collect'),
      this.interactions.unreadCount(user.id),
    ]);
    return { commentCount, likeCount, collectCount, unreadMessageCount };
  }

  /**
   * An avatar is none (''), the one the reader has now (apps send the whole form back), or the
   * address of a picture this reader uploaded — exactly as the upload answered it, so no `..`,
   * other host or other reader's picture. Choosing it starts its grace period again, so the
   * unused-upload sweep cannot remove it between this check and the write.
   */
  private async checkAvatar(user: SignedInReader, avatar: string): Promise<void> {
    if (avatar === '') return;
    const current = await this.users.find(user.id);
    if (current?.avatar === avatar) return;
    if (
      !OWN_UPLOAD.test(avatar) ||
      !(await this.readerUploads.touchOwn(user.id, avatar, this.clock.iso()))
    )
      throw DomainError.refused('error.avatarNotOwnUpload');
  }

  /** Changes only the fields sent; every one is checked before anything is written. */
  async update(
    user: SignedInReader,
    input: z.output<typeof profileUpdateSchema>,
  ): Promise<Profile> {
    const changes: Parameters<UsersRepository['update']>[1] = { updated_at: this.clock.iso() };
    if (input.bio !== undefined) {
      if (!validateBio(input.bio).ok)
        throw DomainError.refused('error.bioTooLong', { max: BIO_MAX_LENGTH });
      changes.bio = input.bio;
    }
    if (input.idNumber !== undefined) {
      const id = input.idNumber.toUpperCase();
      if (id === '') {
        changes.id_number_enc = '';
        changes.id_number_masked = '';
      } else {
        if (!validateIdNumber(id).ok) throw DomainError.refused('error.idNumber');
        changes.id_number_enc = this.keys.seal(id);
        changes.id_number_masked = maskIdNumber(id);
      }
    }
    if (input.avatar !== undefined) await this.checkAvatar(user, input.avatar);
    if (input.name !== undefined) changes.name = input.name;
    if (input.gender !== undefined) changes.gender = input.gender;
    if (input.address !== undefined) changes.address = input.address;
    if (input.birthday !== undefined) changes.birthday = input.birthday;
    if (input.avatar !== undefined) changes.avatar = input.avatar;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.wechatAccount !== undefined) changes.wechat_account = input.wechatAccount;
    await this.users.update(user.id, changes);
    return this.profile(user);
  }
}
