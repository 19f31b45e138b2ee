import styles from './admin.module.css'

/**
 * What an admin page or list shows before its data is ready: the fetch error as
 * red text in place of the content (spec §8 'Admin messages'), else a loading
 * line. `live={false}` where the section already has its own status line.
 */
export function NotReady({ error, loading, live = true }: { error: string | null; loading: string; live?: boolean }) {
  if (error) {
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    )
  }
  return (
    <p className={styles.status} role={live ? 'status' : undefined}>
      {loading}
    </p>
  )
}

/**
 * An empty list: a short heading and one sentence (e.g. 'No grievances' / 'No
 * grievances have been submitted yet.'), or the sentence alone inside a section
 * that has its heading already (the media tabs).
 */
export function EmptyState({ title, text }: { title?: string; text: string }) {
  if (!title) return <p className={styles.empty}>{text}</p>
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p>{text}</p>
    </div>
  )
}
