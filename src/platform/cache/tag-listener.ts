import pg from 'pg'

import { log as defaultLog } from '../log'
import { CHANNEL, parseNotification, PRUNE, publishStatement, READ_VERSIONS, type TagVersion } from './tag-sql'

/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'upcho-page-cache'

type Logger = Pick<typeof defaultLog, 'info' | 'warn'>

export type TagListenerOptions = {
  connectionString: string
  /** Tags another instance (or this one) changed: expire them here. */
  onExpire: (tags: string[]) => void
  /** This instance cannot tell what it missed (its first connection): forget every entry. */
  onReset: () => void
  log?: Logger
  /** Delays between reconnection attempts, doubling from the first to the last. */
  retryMs?: { first: number; last: number }
}

/**
 * One dedicated PostgreSQL connection per instance that LISTENs for tag changes
 * (pooled connections cannot LISTEN: a notification goes to the session that asked).
 * A dropped connection is retried with a growing delay; once back, the tag versions
 * are read again and every tag that changed meanwhile is expired, so a notification
 * missed while disconnected cannot leave an entry stale. Meanwhile pages keep being
 * served from what is cached (and from the database where they are not).
 */
export class TagListener {
  private client?: pg.Client
  private readonly versions = new Map<string, number>()
  private readonly unpublished = new Set<string>()
  private everConnected = false
  private stopped = false
  private retryTimer?: NodeJS.Timeout
  private delay: number
  private outageLogged = false
  private readonly log: Logger
  private readonly retry: { first: number; last: number }

  constructor(private readonly options: TagListenerOptions) {
    this.log = options.log ?? defaultLog
    this.retry = options.retryMs ?? { first: 250, last: 5000 }
    this.delay = this.retry.first
  }

  get connected(): boolean {
    return this.client !== undefined
  }

  /** Connects (and keeps reconnecting); resolves after the first attempt, successful or not. */
  async start(): Promise<void> {
    await this.connect()
  }

  /**
   * Bumps `tags` for every instance, outside any transaction. While disconnected the
   * tags wait and go out after reconnecting (this instance has expired them already).
   */
  async publish(tags: readonly string[]): Promise<void> {
    tags.forEach((tag) => this.unpublished.add(tag))
    await this.flush()
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.retryTimer)
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => {})
  }

  private async connect(): Promise<void> {
    if (this.stopped) return
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    })
    client.on('error', (err) => this.lost(client, err))
    client.on('end', () => this.lost(client))
    client.on('notification', (message) => {
      if (message.channel === CHANNEL) this.apply(parseNotification(message.payload), true)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
      const { rows } = await client.query<{ tag: string; version: string }>(READ_VERSIONS)
      if (this.stopped) return void (await client.end().catch(() => {}))
      if (!this.everConnected) this.options.onReset()
      this.apply(
        rows.map((r) => ({ tag: r.tag, version: Number(r.version) })),
        this.everConnected,
      )
      this.client = client
      if (this.outageLogged) this.log.info('page cache: listening for tag changes again; changes made meanwhile expired')
      this.everConnected = true
      this.outageLogged = false
      this.delay = this.retry.first
      await this.flush()
      await client.query(PRUNE).catch(() => {}) // housekeeping only: the next connection tries again
    } catch (err) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
      this.lost(client, err)
    }
  }

  /** Expires every tag whose version is new here; `expire` false only records (the first load). */
  private apply(changes: TagVersion[], expire: boolean) {
    const changed: string[] = []
    for (const { tag, version } of changes) {
      // Not "greater than": two changes may commit in the other order than their ids, and a
      // restored database goes back. An extra expiry costs one read; a missed one a stale page.
      if (this.versions.get(tag) === version) continue
      this.versions.set(tag, version)
      changed.push(tag)
    }
    if (expire && changed.length) this.options.onExpire(changed)
  }

  private lost(client: pg.Client, err?: unknown) {
    if (this.client && this.client !== client) return
    this.client = undefined
    if (this.stopped || this.retryTimer) return
    if (!this.outageLogged) {
      this.log.warn(
        { error: err instanceof Error ? err.message : String(err ?? 'connection ended') },
        'page cache: lost the tag channel; retrying (pages are served meanwhile)',
      )
      this.outageLogged = true
    }
    client.removeAllListeners('notification')
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined
      void this.connect()
    }, this.delay)
    this.retryTimer.unref()
    this.delay = Math.min(this.delay * 2, this.retry.last)
  }

  private async flush() {
    const client = this.client
    if (!client || this.unpublished.size === 0) return
    const tags = [...this.unpublished]
    this.unpublished.clear()
    try {
      await client.query(publishStatement().text, [JSON.stringify(tags)])
    } catch (err) {
      tags.forEach((tag) => this.unpublished.add(tag))
      this.log.warn(
        { tags, error: err instanceof Error ? err.message : String(err) },
        'page cache: could not publish expired tags; will retry',
      )
    }
  }
}
