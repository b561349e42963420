import { ERRORS } from '@tus/server';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { databaseLocker, sweepUploadLocks } from './database-locker';

describeOnEachDatabase('the uploads’ lock in the database', (ctx) => {
  // Two lockers stand for two app processes: they share nothing but the database.
  const fast = { heartbeatMs: 20, pollMs: 5 };
  const signal = () => new AbortController().signal;
  const row = (id: string) => ctx.db.selectFrom('upload_locks').selectAll().where('upload_id', '=', id).executeTakeFirst();

  it('is asked for by a request on another process, and passes once its holder lets go', async () => {
    const [one, two] = [databaseLocker(ctx.db, fast), databaseLocker(ctx.db, fast)];
    const steps: string[] = [];
    const first = one.newLock('upload-a');
    await first.lock(signal(), async () => {
      steps.push('first asked to let go');
      await first.unlock();
    });
    const second = two.newLock('upload-a');
    await second.lock(signal(), () => undefined);
    steps.push('second holds it');
    expect(steps).toEqual(['first asked to let go', 'second holds it']);
    expect((await row('upload-a'))?.release_requested).toBe(0);
    await second.unlock();
    expect(await row('upload-a')).toBeUndefined();
  });

  it('is asked for directly by a request on the same process', async () => {
    const locker = databaseLocker(ctx.db, { ...fast, heartbeatMs: 60_000 });
    const first = locker.newLock('upload-b');
    let asked = false;
    await first.lock(signal(), async () => {
      asked = true;
      await first.unlock();
    });
    const second = locker.newLock('upload-b');
    await second.lock(signal(), () => undefined);
    expect(asked).toBe(true);
    await second.unlock();
  });

  it('is taken from a process that died once its lease has ended, and not before', async () => {
    await ctx.db.insertInto('upload_locks').values({ upload_id: 'upload-c', holder: 'gone', expires_at: Date.now() + 60_000 }).execute();
    const waiting = databaseLocker(ctx.db, { ...fast, acquireTimeoutMs: 100 }).newLock('upload-c');
    await expect(waiting.lock(signal(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    // It asked; nobody answered.
    expect(await row('upload-c')).toMatchObject({ holder: 'gone', release_requested: 1 });

    await ctx.db.updateTable('upload_locks').set({ expires_at: Date.now() - 1 }).where('upload_id', '=', 'upload-c').execute();
    const taking = databaseLocker(ctx.db, fast).newLock('upload-c');
    await taking.lock(signal(), () => undefined);
    expect(await row('upload-c')).toMatchObject({ release_requested: 0 });
    expect((await row('upload-c'))?.holder).not.toBe('gone');
    await taking.unlock();
  });

  it('keeps its lease while held, and lets go when it finds the lock taken from it', async () => {
    const holder = databaseLocker(ctx.db, { ...fast, leaseMs: 200 }).newLock('upload-d');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await holder.lock(signal(), () => release());
    const { expires_at: first } = (await row('upload-d'))!;
    // Renewed: the lease moves on while held.
    await expect.poll(async () => Number((await row('upload-d'))!.expires_at)).toBeGreaterThan(Number(first));
    await ctx.db.updateTable('upload_locks').set({ holder: 'another' }).where('upload_id', '=', 'upload-d').execute();
    await released;
    await holder.unlock();
    // Its unlock leaves the other's row alone.
    expect(await row('upload-d')).toMatchObject({ holder: 'another' });
  });

  it('gives up waiting when the request goes away', async () => {
    const holder = databaseLocker(ctx.db, fast).newLock('upload-e');
    await holder.lock(signal(), () => undefined);
    const controller = new AbortController();
    const waiting = databaseLocker(ctx.db, fast).newLock('upload-e').lock(controller.signal, () => undefined);
    controller.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holder.unlock();
  });

  it('sweeps rows that dead processes left long ago', async () => {
    await ctx.db.insertInto('upload_locks').values({ upload_id: 'upload-f', holder: 'gone', expires_at: Date.now() - 2 * 3_600_000 }).execute();
    await ctx.db.insertInto('upload_locks').values({ upload_id: 'upload-g', holder: 'gone', expires_at: Date.now() - 1 }).execute();
    await sweepUploadLocks(ctx.db);
    expect(await row('upload-f')).toBeUndefined();
    expect(await row('upload-g')).toBeDefined();
  });
});
