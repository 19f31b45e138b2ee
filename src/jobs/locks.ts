/** Advisory-lock keys of the job system (beside LOCKS in src/server/db.ts; unique within this app). */
export const JOB_LOCKS = { runner: 715_003, forgotPassword: 715_004 } as const
