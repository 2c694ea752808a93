import { describe, expect, it } from 'vitest';
import { bulkAction } from './bulkAction.ts';
import { DomainError } from './DomainError.ts';

describe('bulkAction', () => {
  it('acts on each row once, reporting the ones refused with their key and params', async () => {
    const acted: number[] = [];
    const outcome = await bulkAction(
      [1, 2, 2, 3],
      () => Promise.resolve(),
      (id) => {
        acted.push(id);
        return id === 2
          ? Promise.reject(DomainError.refused('error.commentGone'))
          : Promise.resolve();
      },
    );
    expect(acted).toEqual([1, 2, 3]);
    expect(outcome).toEqual({
      done: ['1', '3'],
      refused: [{ id: '2', messageKey: 'error.commentGone', params: {} }],
    });
  });

  it('does nothing when the check of any row refuses', async () => {
    const acted: number[] = [];
    await expect(
      bulkAction(
        [1, 2],
        (id) => (id === 2 ? Promise.reject(DomainError.forbidden()) : Promise.resolve()),
        (id) => {
          acted.push(id);
          return Promise.resolve();
        },
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect(acted).toEqual([]);
  });

  it('lets a failure that is not a refusal through', async () => {
    await expect(
      bulkAction(
        ['a'],
        () => Promise.resolve(),
        () => Promise.reject(new Error('the database went away')),
      ),
    ).rejects.toThrow('the database went away');
  });
});
