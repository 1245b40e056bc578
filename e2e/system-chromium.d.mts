export declare const SYSTEM_CHROMIUMS: readonly string[]
export declare function chromiumExecutable(): string | undefined
