import styles from './admin.module.css'
import type { AdminData } from './useAdminData'

/**
 * What an admin page shows before its data is ready: a loading line, or the
 * fetch error as red text in place of the content (spec §8 'Admin messages').
 */
export function NotReady({ result, loading }: { result: Exclude<AdminData<unknown>, { state: 'ready' }>; loading: string }) {
  if (result.state === 'loading') {
    return (
      <p className={styles.status} role="status">
        {loading}
      </p>
    )
  }
  return (
    <p className={styles.error} role="alert">
      {result.message}
    </p>
  )
}

/** An empty list: a short heading and one sentence (e.g. 'No grievances' / 'No grievances have been submitted yet.'). */
export function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className={styles.empty}>
      <h2>{title}</h2>
      <p>{text}</p>
    </div>
  )
}
