import { noticeBlocks } from '@/features/privacy/rules/notice'

import styles from './notice.module.css'

/**
 * A notice version's kept text (src/features/privacy/operations/notice-text.ts: title,
 * intro, each heading and body, the contact, one block each): a block of one
 * short line that is not a sentence and not the last block (the contact) reads
 * as a heading, the rest as paragraphs. Headings are h2: the page has its h1.
 */
const HEADING_MAX = 90

export function NoticeText({ text, empty }: { text: string | null | undefined; empty: string }) {
  const blocks = noticeBlocks(text)
  if (blocks.length === 0) return <p>{empty}</p>
  // The first block is the notice's title, already the page's h1.
  const [, ...rest] = blocks
  return (
    <div className={styles.text}>
      {rest.map((lines, i) =>
        i < rest.length - 1 && lines.length === 1 && lines[0].length <= HEADING_MAX && !/[.।:]$/.test(lines[0]) ? (
          <h2 key={i}>{lines[0]}</h2>
        ) : (
          lines.map((line, j) => <p key={`${i}-${j}`}>{line}</p>)
        ),
      )}
    </div>
  )
}
