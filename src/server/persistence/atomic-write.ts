// Replace a file so that a crash at any moment leaves either the old or the new content, never a mix:
// write a temp file beside it, fsync it, rename it over the old one, then fsync the folder (best effort).
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
