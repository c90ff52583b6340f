/** A setting the server cannot start with; main prints its message alone, on one line, without a stack. */
export class ConfigError extends Error {}
