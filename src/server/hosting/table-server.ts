// What the hosting lifecycle needs from a started table server and from the LAN advertiser, as small
// types, and how it tells of problems. The real ones are src/server's `startHost` (./real-table-servers.ts)
// and mDNS advertiser; tests inject fakes. Types only in this file.
import type { AdvertiseResult } from '../discovery/advertiser'
import type { HostOptions, HostServer } from '../host-server'
import type { TableKind } from '../../protocol/vocabulary'

export type { TableKind }

/** The part of a started host that hosting code uses: where it listens, its summary, events and goodbye. */
export type TableServer = Pick<
  HostServer,
  'port' | 'urls' | 'hostKey' | 'savePath' | 'resumeNotice' | 'summary' | 'onEvent' | 'close'
>

export type StartTableServer<S extends TableServer = TableServer> = (options: HostOptions) => Promise<S>

/** Advertises a LAN table over mDNS, following its seats and status until stopped. */
export type AdvertiseTable<S extends TableServer = TableServer> = (server: S) => Promise<AdvertiseResult>

/** Something the user should know that is no answer to a call: the table runs on regardless. */
export interface HostingProblem {
  readonly kind: 'advertise-failed' | 'save-failed' | 'save-unreadable' | 'save-resumed'
  readonly message: string
  /** the file the problem is about */
  readonly file?: string
}

export type ReportProblem = (problem: HostingProblem) => void
