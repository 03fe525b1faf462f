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
