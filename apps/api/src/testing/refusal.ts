/** The database's own message of a refused statement (Drizzle wraps it as the cause), or 'accepted'. */
export async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? error);
  }
  return 'accepted';
}
