// The tag parsing shared by the response cache's transforms (./defer-scripts.ts, ./inline-styles.ts).
const ATTRIBUTE = /([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

/** A tag's attributes (the text after its name), names in lower case, values decoded. */
export function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, double, single, bare] of text.replace(/\/$/, '').matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''))
  }
  return attributes
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
