// Named one-shot timers: starting one again replaces the pending one of that name, and `clear` cancels
// them all (when the table is left). The store's parts use them for things shown for a moment.
export class Timers {
  #ids = new Map<string, ReturnType<typeof setTimeout>>()

  /** Run `fn` in `ms`, instead of whatever was pending under `name`. */
  later(name: string, ms: number, fn: () => void): void {
    const old = this.#ids.get(name)
    if (old !== undefined) clearTimeout(old)
    this.#ids.set(
      name,
      setTimeout(() => {
        this.#ids.delete(name)
        fn()
      }, ms)
    )
  }

  clear(): void {
    for (const id of this.#ids.values()) clearTimeout(id)
    this.#ids.clear()
  }
}
