import fs from 'node:fs/promises'

import type { CollectionBeforeOperationHook } from 'payload'

import { UPLOAD_MESSAGES, type UploadFolder } from './file-types'
import { cleanUpload } from './inspect-upload'
import { UploadRefused } from './refused'

/**
 * The `context` of a Local API call that wants a generated name rather than the
 * one it gives (storeUpload). A new object each time: Payload and the storage
 * plugin write flags into a call's context.
 */
export const generateNameContext = () => ({ uploadName: 'generate' })

/**
 * The upload collections' `beforeOperation` hook: every file given to Payload
 * (by /api/admin/upload through the Local API, by /cms-api, by the /cms admin UI,
 * by the seed) is replaced by its checked and cleaned copy before Payload reads
 * it, so no way in keeps raw bytes, EXIF/GPS or a name like `poly.html`: a file
 * from outside (REST, GraphQL) always gets a new random name; the server's own
 * Local API calls keep theirs, with the extension of the real type, unless they
 * ask for a generated one (generateNameContext). A create without a file is refused
 * too: Payload would otherwise fetch the file from a `url` in the data, past this
 * gate. Duplicating a document copies a file that already passed.
 */
export const checkIncomingFile =
  (folder: UploadFolder): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const file = req.file
    if (!file) {
      const duplicating = (args as { duplicateFromID?: unknown }).duplicateFromID !== undefined
      if (operation === 'create' && !duplicating) throw new UploadRefused(400, UPLOAD_MESSAGES.noFile)
      return args
    }
    const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : Buffer.alloc(0)
    if (bytes.length === 0) throw new UploadRefused(400, UPLOAD_MESSAGES.noFile)
    const fromOutside = req.payloadAPI !== 'local' || req.context.uploadName === 'generate'
    req.file = await cleanUpload(folder, bytes, fromOutside ? undefined : file.name)
    return args
  }
