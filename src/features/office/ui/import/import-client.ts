import { apiFetch, clearStored, pageLanguage, storedToken } from '@/features/accounts/ui/api'
import { loginPathFor } from '@/features/accounts/ui/routes'

/**
 * The import page's calls. The upload goes through XMLHttpRequest, the one
 * browser API that reports upload progress (fetch does not); it carries the
 * bearer token and the page's language like apiFetch. The commit's progress is
 * polled from GET /api/admin/members/import/{id}.
 */

export type Answer = { status: number; body: unknown }

const endSession = () => {
  clearStored()
  window.location.assign(loginPathFor(window.location.pathname))
}

export function uploadRoll(file: File, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/admin/members/import/dry-run')
    const token = storedToken()
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.setRequestHeader('accept-language', pageLanguage())
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.upload.onload = () => onProgress(1)
    xhr.onload = () => {
      if (xhr.status === 401 && token) endSession()
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // not JSON (a proxy's error page): the caller shows its own message
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => reject(new Error('upload failed'))
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

export async function postJson(path: string, json: unknown): Promise<Answer> {
  const res = await apiFetch(path, { method: 'POST', json })
  return { status: res.status, body: await res.json().catch(() => null) }
}

export async function getJson(path: string): Promise<Answer> {
  const res = await apiFetch(path)
  return { status: res.status, body: await res.json().catch(() => null) }
}
