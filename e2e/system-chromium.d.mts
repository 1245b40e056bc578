export declare function chromiumExecutable(): string | undefined
