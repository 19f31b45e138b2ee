'use client'

import { useApi } from '@/features/accounts/ui/useApi'
import { useSession } from '@/features/accounts/ui/session'
import { NotReady } from '@/features/office/ui/AdminStates'
import { isRecord } from '@/features/office/ui/read-body'
import { membershipYear } from '@/features/membership/client'
import type { MemberFile } from '@/features/office'
import { OfflinePaymentForm } from '@/features/payments/ui/OfflinePaymentForm'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { REGISTER_TEXT } from '@/features/office/client'

import ui from '../register/register.module.css'
import { FileHistory } from './FileHistory'
import { ProfileSection } from './ProfileSection'
import { RevokeControl } from './RevokeControl'
import { RoleControl } from './RoleControl'
import { SecondFactorControl } from './SecondFactorControl'

const readFile = (body: unknown): MemberFile | null =>
  isRecord(body) && isRecord(body.profile) && Array.isArray(body.memberships) ? (body as unknown as MemberFile) : null

/** The member file: profile, memberships, payments, grievances and the audit trail; the office's actions beside them. */
export function MemberFileView({ id }: { id: string }) {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang]
  const { user } = useSession()
  const { data, error, reload } = useApi(`/api/admin/members/${encodeURIComponent(id)}`, { read: readFile, failed: t.file.failed })
  const isAdmin = user?.role === 'admin'
  const year = membershipYear()

  return (
    <>
      <p>
        <Link href="/admin/members">← {t.file.back}</Link>
      </p>
      {data === null ? (
        <NotReady error={error} loading={t.file.loading} />
      ) : (
        <div className={ui.sections}>
          <ProfileSection file={data} />
          {isAdmin ? (
            <section className={ui.section} aria-labelledby="file-actions">
              <h2 id="file-actions">
                {t.revoke.revoke} / {t.revoke.reinstate}
              </h2>
              <RevokeControl
                memberId={data.profile.id}
                year={year}
                current={data.memberships.find((m) => m.membershipYear === year)?.status}
                onDone={reload}
              />
            </section>
          ) : null}
          {isAdmin ? <RoleControl profile={data.profile} onDone={reload} /> : null}
          {isAdmin && data.profile.role === 'coordinator' ? <SecondFactorControl profile={data.profile} onDone={reload} /> : null}
          {/* Dues paid outside Razorpay: admins, and coordinators for their districts' members. */}
          <section className={ui.section}>
            <OfflinePaymentForm memberId={data.profile.id} year={year} onRecorded={() => reload()} />
          </section>
          <FileHistory file={data} />
        </div>
      )}
    </>
  )
}
