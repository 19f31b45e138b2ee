'use client'

import { useEffect, useRef, useState } from 'react'

import styles from '@/features/office/ui/admin.module.css'
import { isRecord } from '@/features/office/ui/read-body'
import { IMPORT_TEXT } from '@/features/office/client'
import { IMPORT_LIMITS } from '@/features/office/schemas'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import type { DryRunBody, ImportProgress } from '@/features/office'

import { DryRunReport } from './DryRunReport'
import { getJson, postJson, uploadRoll, type Answer } from './import-client'
import ui from './import.module.css'

/**
 * The import page: choose the CSV, check it (the dry run, with the upload's
 * progress and then the check's), read what would happen, import, and watch
 * the commit's progress until it is done. Nothing changes before 'Import'.
 */

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'checking' }
  | { kind: 'checked'; report: DryRunBody }
  | { kind: 'committing'; report: DryRunBody; progress: ImportProgress | null }
  | { kind: 'done'; report: DryRunBody; progress: ImportProgress }

const POLL_MS = 500
const messageOf = (a: Answer) => (isRecord(a.body) && typeof a.body.message === 'string' ? a.body.message : null)

export function ImportView() {
  const { lang } = useLocale()
  const t = IMPORT_TEXT[lang]
  // Not on useForm: the one field is a File read at check time, and the busy state is these phases (with progress), shared with the commit.
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [error, setError] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const busy = phase.kind === 'uploading' || phase.kind === 'checking' || phase.kind === 'committing'

  async function check(event: React.FormEvent) {
    event.preventDefault()
    const file = fileInput.current?.files?.[0]
    setError(null)
    if (!file) return setError(t.failed)
    setPhase({ kind: 'uploading', percent: 0 })
    try {
      const answer = await uploadRoll(file, (fraction) =>
        setPhase(fraction >= 1 ? { kind: 'checking' } : { kind: 'uploading', percent: Math.round(fraction * 100) }),
      )
      if (answer.status !== 201 || !isRecord(answer.body)) throw new Error(messageOf(answer) ?? t.failed)
      setPhase({ kind: 'checked', report: answer.body as unknown as DryRunBody })
    } catch (err) {
      setPhase({ kind: 'idle' })
      setError(err instanceof Error && err.message !== 'upload failed' ? err.message : t.failed)
    }
  }

  async function commit(report: DryRunBody) {
    setError(null)
    setPhase({ kind: 'committing', report, progress: null })
    const answer = await postJson('/api/admin/members/import/commit', { id: report.id }).catch(() => null)
    if (!answer || (answer.status !== 200 && answer.status !== 202)) {
      setPhase({ kind: 'checked', report })
      return setError((answer && messageOf(answer)) ?? t.failed)
    }
    const progress = answer.body as ImportProgress
    setPhase(progress.status === 'committed' ? { kind: 'done', report, progress } : { kind: 'committing', report, progress })
  }

  // While the commit runs: ask where it stands until it is committed or stops.
  const committingId = phase.kind === 'committing' ? phase.report.id : null
  useEffect(() => {
    if (committingId === null) return
    let stopped = false
    const poll = async () => {
      const answer = await getJson(`/api/admin/members/import/${committingId}`).catch(() => null)
      if (stopped) return
      const progress = answer?.status === 200 ? (answer.body as ImportProgress) : null
      setPhase((p) => {
        if (p.kind !== 'committing' || !progress) return p
        return progress.status === 'committed' ? { kind: 'done', report: p.report, progress } : { ...p, progress }
      })
      if (progress?.status === 'failed') setError(fill(t.commitFailed, { reason: progress.failure ?? '' }))
      if (progress?.status !== 'committed' && progress?.status !== 'failed') timer = setTimeout(poll, POLL_MS)
    }
    let timer = setTimeout(poll, POLL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [committingId, t])

  const report = phase.kind === 'checked' || phase.kind === 'committing' || phase.kind === 'done' ? phase.report : null
  const toApply = report ? report.counts.create + report.counts.update + report.dues.filter((d) => d.memberId !== null).length : 0

  return (
    <div className={ui.page}>
      <section className={ui.card} aria-labelledby="import-file">
        <h2 id="import-file" className={ui.heading}>
          {t.fileHeading}
        </h2>
        <p className={ui.help}>{t.help}</p>
        <ul className={ui.columns}>
          <li>{t.required}</li>
          <li>{t.optional}</li>
        </ul>
        <p className={ui.help}>
          {fill(t.dates, { rows: IMPORT_LIMITS.maxRows.toLocaleString('en-IN'), mb: IMPORT_LIMITS.maxBytes / 1024 / 1024 })}
        </p>
        <form className={ui.form} onSubmit={(e) => void check(e)}>
          <label className={ui.label} htmlFor="import-csv">
            {t.fileLabel}
          </label>
          <input
            ref={fileInput}
            id="import-csv"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            disabled={busy}
            className={ui.file}
            onChange={() => setPhase({ kind: 'idle' })}
          />
          <button
            type="submit"
            className={styles.button}
            disabled={busy}
            aria-busy={phase.kind === 'uploading' || phase.kind === 'checking'}
          >
            {t.check}
          </button>
        </form>
        <div role="status" className={ui.progressLine}>
          {phase.kind === 'uploading' ? (
            <>
              <span>{fill(t.uploading, { percent: phase.percent })}</span>
              <progress className={ui.progress} max={100} value={phase.percent} aria-label={t.uploadProgress} />
            </>
          ) : null}
          {phase.kind === 'checking' ? (
            <>
              <span>{t.checking}</span>
              <progress className={ui.progress} aria-label={t.uploadProgress} />
            </>
          ) : null}
        </div>
        {error && !report ? (
          <p className={styles.inlineError} role="alert">
            {error}
          </p>
        ) : null}
      </section>

      {report ? (
        <section className={ui.card} aria-labelledby="import-result">
          <h2 id="import-result" className={ui.heading}>
            {t.resultHeading}
          </h2>
          <DryRunReport report={report} lang={lang} />
        </section>
      ) : null}

      {report ? (
        <section className={ui.card} aria-labelledby="import-commit">
          <h2 id="import-commit" className={ui.heading}>
            {t.commitHeading}
          </h2>
          {phase.kind === 'checked' && toApply === 0 ? <p className={ui.help}>{t.nothing}</p> : null}
          {phase.kind === 'checked' && toApply > 0 ? (
            <>
              <p className={ui.help}>{t.welcome}</p>
              <button type="button" className={styles.button} onClick={() => void commit(report)}>
                {fill(t.commit, { create: report.counts.create, update: report.counts.update })}
              </button>
            </>
          ) : null}
          <div role="status" className={ui.progressLine}>
            {phase.kind === 'committing' ? (
              <>
                <span>{fill(t.committing, { processed: phase.progress?.processed ?? 0, total: phase.progress?.total ?? toApply })}</span>
                <progress
                  className={ui.progress}
                  max={phase.progress?.total || 1}
                  value={phase.progress?.processed ?? 0}
                  aria-label={t.commitProgress}
                />
              </>
            ) : null}
            {phase.kind === 'done' ? (
              <span className={ui.done}>
                {fill(t.done, { created: phase.progress.created, updated: phase.progress.updated, dues: phase.progress.duesRecorded })}
                {phase.progress.skipped ? ` ${fill(t.skipped, { skipped: phase.progress.skipped })}` : ''}
              </span>
            ) : null}
          </div>
          {error ? (
            <p className={styles.inlineError} role="alert">
              {error}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
