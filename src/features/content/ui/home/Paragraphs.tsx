/** CMS long texts: each line break starts a new paragraph (see longText in src/features/content/collections/global-fields.ts). */
export function Paragraphs({ text, className }: { text?: string | null; className?: string }) {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <>
      {lines.map((line, i) => (
        <p key={i} className={className}>
          {line}
        </p>
      ))}
    </>
  )
}
