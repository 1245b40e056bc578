// Protocol constants the renderer needs at run time. They are repeated here (and checked against
// src/protocol/messages.ts by a unit test) so the browser bundle does not pull in zod, which the
// protocol module uses for the host's validation.
import type { BotLevel } from '../../../protocol/messages'

export const PROTOCOL_VERSION = 1
export const WS_PATH = '/ws'
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard']
export const MIN_SEATS = 2
export const MAX_SEATS = 6
