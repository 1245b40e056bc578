// Runs each task after every earlier one settled: a double click cannot start two tables (or two
// tournaments) or stop one twice.
export function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task)
    queue = result.catch(() => undefined)
    return result
  }
}
