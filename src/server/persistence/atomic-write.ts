// Replace a file so that a crash at any moment leaves either the old or the new content, never a mix:
// write a temp file beside it, fsync it, rename it over the old one, then fsync the folder (best effort).
//
// Why not write-file-atomic: the host's hot path is the synchronous write every move makes *before* any
// player sees it (autosave-before-send), and it must be exactly open, write, close, rename — the library's
// sync path adds a realpath, a stat for ownership and mode, and an exit-hook registration per write. It
// never fsyncs the folder after the rename, which the final save here does. Its per-file queue serialises
// concurrent async writers, which this app never has (one table, one writer). The whole job is ~60 lines
// covered by file-storage, write-before-send and json-file tests, so a runtime dependency buys nothing.
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { open, rename, unlink } from 'node:fs/promises'
import { dirname } from 'node:path'

let counter = 0

export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = `${path}.${process.pid}.${counter++}.tmp`
  try {
    // 0o600: saves hold seat tokens and the host key.
    const file = await open(temp, 'w', 0o600)
    try {
      await file.writeFile(text, 'utf8')
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(temp, path)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
  await syncFolder(dirname(path))
}

/** Makes the rename itself durable. Not possible on every platform (Windows), so failures are ignored. */
async function syncFolder(folder: string): Promise<void> {
  try {
    const dir = await open(folder, 'r')
    try {
      await dir.sync()
    } finally {
      await dir.close()
    }
  } catch {
    // ignored: the data is already synced, only the directory entry may be late.
  }
}

/**
 * The same replace, synchronously and without fsync: the host writes every change this way *before* any
 * client sees it, so a crashed or killed host process never loses a move a player saw. The kernel keeps
 * written data across a process crash; skipping fsync keeps a move from waiting on the disk (fsync can
 * take milliseconds on a laptop), and the final save on close is fully synced by `writeFileAtomic`.
 */
export function writeFileAtomicSync(path: string, text: string, options: { fsync?: boolean } = {}): void {
  const temp = `${path}.${process.pid}.${counter++}.tmp`
  try {
    const fd = openSync(temp, 'w', 0o600)
    try {
      // writeFileSync loops over short writes, so a full disk or a file-size limit throws (EFBIG, ENOSPC).
      writeFileSync(fd, text, 'utf8')
      // Small, rare files (the desktop app's settings and history) can afford to wait for the disk.
      if (options.fsync) fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, path)
  } catch (error) {
    try {
      unlinkSync(temp)
    } catch {
      // the temp file was never created
    }
    throw error
  }
}
