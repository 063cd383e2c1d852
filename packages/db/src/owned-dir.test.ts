import { chmod, chown, lstat, mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedDir } from './embedded-run-as.js';

/**
 * The embedded server's socket folder (in /tmp for a long data path) and the binaries' shared copy
 * (in /var/tmp) are made under folders every user may write to. A name someone else made first,
 * as a link or a folder of theirs, is refused and left as it was; one of ours is taken and made private.
 */
describe('ownedDir', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'owned-dir-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('makes a missing folder with the mode asked for', async () => {
    const dir = path.join(root, 'fresh');
    await ownedDir(dir, null, 0o700);
    const st = await lstat(dir);
    expect(st.isDirectory()).toBe(true);
    expect(st.mode & 0o777).toBe(0o700);
    expect(st.uid).toBe(process.getuid!());
  });

  it('takes a folder of its own back to the mode asked for', async () => {
    const dir = path.join(root, 'ours');
    await mkdir(dir);
    await chmod(dir, 0o777);
    await ownedDir(dir, null, 0o700);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('refuses a link to another folder and leaves what it points at alone', async () => {
    const target = path.join(root, 'elsewhere');
    await mkdir(target, { mode: 0o755 });
    await writeFile(path.join(target, 'keep'), 'x');
    const link = path.join(root, 'link');
    await symlink(target, link);
    await expect(ownedDir(link, null, 0o700)).rejects.toThrow(`${link} is a link; remove it and start again`);
    expect((await stat(target)).mode & 0o777).toBe(0o755);
    expect(await readdir(target)).toEqual(['keep']);
  });

  it('refuses a file in its place', async () => {
    const file = path.join(root, 'file');
    await writeFile(file, 'x');
    await expect(ownedDir(file, null, 0o700)).rejects.toThrow(/not a folder|EEXIST/);
  });

  // Another user's folder can only be made by root (the CI and development machines run as root).
  it.skipIf(process.getuid?.() !== 0)("refuses another user's folder", async () => {
    const dir = path.join(root, 'theirs');
    await mkdir(dir);
    await chmod(dir, 0o777);
    await chown(dir, 65534, 65534); // nobody
    await expect(ownedDir(dir, null, 0o700)).rejects.toThrow(`${dir} is another user's folder (uid 65534)`);
    expect((await stat(dir)).mode & 0o777).toBe(0o777);
  });
});
