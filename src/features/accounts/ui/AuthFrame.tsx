import styles from './AuthFrame.module.css'

/**
 * The frame of the account pages: a title band with the page's one h1 and a
 * card holding the form. `wide` for the long registration and profile forms.
 */
export function AuthFrame({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string
  lead?: React.ReactNode
  wide?: boolean
  children: React.ReactNode
}) {
  return (
    <div className={styles.page}>
      <div className={`container ${wide ? styles.wide : styles.narrow}`}>
        <header className={styles.head}>
          <h1 className={styles.title}>{title}</h1>
          {lead ? <div className={styles.lead}>{lead}</div> : null}
        </header>
        <div className={styles.card}>{children}</div>
      </div>
    </div>
  )
}
