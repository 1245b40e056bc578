// Why: a card game needs no camera, microphone, location, notifications, USB or the like; denying
// every request and check means a compromised page can't get them either.
import type { SessionFacade } from '../electron-facade'

export function denyAllPermissions(session: SessionFacade): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
}
