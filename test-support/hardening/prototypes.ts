// A fingerprint of the built-in prototypes a JSON payload could try to pollute (`__proto__`,
// `constructor.prototype`): every own property name and the type of its value.
const WATCHED: [string, object][] = [
  ['Object', Object.prototype],
  ['Array', Array.prototype],
  ['Function', Function.prototype],
  ['String', String.prototype],
  ['Number', Number.prototype]
]

export function prototypeFingerprint(): Record<string, string[]> {
  return Object.fromEntries(
    WATCHED.map(([name, proto]) => [
      name,
      Reflect.ownKeys(proto)
        .map(
          (key) => `${String(key)}:${typeof (Object.getOwnPropertyDescriptor(proto, key)?.value as unknown)}`
        )
        .sort()
    ])
  )
}
