// What every part of the table's screens is given (the table, its results, the party screen's hands).
import type { SeatView } from '../../../engine/types'
import type { TableStore } from './table.svelte'

/** The table's store and the seat's view of the match. */
export interface TableViewProps {
  store: TableStore
  view: SeatView
}
