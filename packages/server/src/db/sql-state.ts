/** The SQLSTATE of a failed statement, from either driver, whether or not Drizzle wrapped the error. */
export function sqlState(error: unknown): string | undefined {
  const { cause } = error as { cause?: { code?: unknown } };
  const code = (cause ?? (error as { code?: unknown })).code;
  return typeof code === 'string' ? code : undefined;
}
