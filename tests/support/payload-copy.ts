import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

/**
 * Payload's error classes from a SECOND copy of their modules, as a process holds when Next's bundle and
 * the start script each load Payload (src/platform/payload/errors.ts). Node keeps one module per URL, so the
 * same file under another query string is a new module with new classes: `instanceof` against the
 * classes `import … from 'payload'` gives is false for these, as it was on the running site.
 */
const require = createRequire(import.meta.url)
const errorsDir = require.resolve('payload').replace(/index\.js$/, 'errors/')

async function copyOf<T>(file: string, name: string): Promise<T> {
  const url = `${pathToFileURL(errorsDir + file).href}?copy=second`
  return ((await import(/* @vite-ignore */ url)) as Record<string, T>)[name]
}

type ApiErrorClass = new (message: string, status?: number, data?: unknown, isPublic?: boolean) => Error & { status: number }
type AuthenticationErrorClass = new () => Error & { status: number }
type ValidationErrorClass = new (results: {
  collection?: string
  errors: { path: string; message: string }[]
}) => Error & { status: number }

export async function secondCopyOfPayloadErrors() {
  return {
    APIError: await copyOf<ApiErrorClass>('APIError.js', 'APIError'),
    AuthenticationError: await copyOf<AuthenticationErrorClass>('AuthenticationError.js', 'AuthenticationError'),
    ValidationError: await copyOf<ValidationErrorClass>('ValidationError.js', 'ValidationError'),
  }
}
