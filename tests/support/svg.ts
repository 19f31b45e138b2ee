import { createRequire } from 'node:module'

/**
 * An SVG answer read as XML, strictly: a document that is not well-formed XML
 * (an unescaped '<' or '&', a tag left open) throws. Uses sax, the strict XML
 * parser Payload already installs, through a two-line type of our own.
 */
type SaxTag = { name: string; attributes: Record<string, string> }
type SaxParser = {
  onopentag: (tag: SaxTag) => void
  onclosetag: () => void
  ontext: (text: string) => void
  onerror: (err: Error) => void
  write: (xml: string) => SaxParser
  close: () => void
}
const sax = createRequire(import.meta.url)('sax') as { parser: (strict: boolean) => SaxParser }

export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string }

export function parseSvg(xml: string): XmlElement {
  const parser = sax.parser(true)
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' }
  const open: XmlElement[] = [root]
  parser.onopentag = (tag) => {
    const element: XmlElement = { name: tag.name, attrs: tag.attributes, children: [], text: '' }
    open[open.length - 1].children.push(element)
    open.push(element)
  }
  parser.onclosetag = () => void open.pop()
  parser.ontext = (text) => {
    for (const element of open) element.text += text
  }
  parser.onerror = (err) => {
    throw err
  }
  parser.write(xml).close()
  if (root.children.length !== 1) throw new Error(`expected one root element, got ${root.children.length}`)
  return root.children[0]
}

/** Every element named `name` under `element`, in document order. */
export function all(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...all(child, name)])
}
