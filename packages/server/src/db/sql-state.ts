/** The SQLSTATE of a failed statement, from either driver, whether or not Drizzle wrapped the error. */
export function sqlState(error: unknown): string | undefined {
  const { cause } = error as { cause?: { code?: unknown } };
  const code = (cause ?? (error as { code?: unknown })).code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint a failed statement broke (a unique index's name), from either driver. */
export function sqlConstraint(error: unknown): string | undefined {
  const { cause } = error as { cause?: { constraint?: unknown } };
  const constraint = (cause ?? (error as { constraint?: unknown })).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/**
 * SQLSTATEs and socket errors that say the database is out of reach, not that the statement was wrong:
 * class 08 (connection exception), 57P01–57P03 (terminated by an administrator, crash, or cannot connect
 * now: a restart or a fail-over), 53300 (too many connections).
 */
const UNREACHABLE_STATES = /^(08\d{3}|57P0[123]|53300)$/;
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** node-postgres says these in words only: a connection cut under a query, a pool that waited in vain. */
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/;

/** Whether the statement failed because the database could not be reached (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_STATES.test(code) || UNREACHABLE_SOCKET.has(code)))
      return true;
    if (UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
