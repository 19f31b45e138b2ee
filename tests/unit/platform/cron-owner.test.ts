import { afterEach, describe, expect, it, vi } from 'vitest'

import { claimCrons, ownsCrons, releaseCrons } from '../../../src/platform/jobs/cron-owner'

/**
 * One cron set per process (src/platform/jobs/cron-owner.ts): Payload's /cms-api and
 * admin start crons on their own instance too; only the owner's run jobs, the
 * others are stopped at their first tick.
 */
const instance = () => {
  const stops = [vi.fn(), vi.fn()]
  return { stops, payload: { crons: stops.map((stop) => ({ stop })) } as unknown as Parameters<typeof ownsCrons>[0] }
}

afterEach(() => releaseCrons())

describe('the job crons of a process', () => {
  it("the start script's instance owns them; another instance's crons are stopped at their first tick", () => {
    const jobs = instance()
    const cmsDefault = instance()
    claimCrons(jobs.payload)
    expect(ownsCrons(cmsDefault.payload)).toBe(false)
    expect(cmsDefault.stops.every((stop) => stop.mock.calls.length === 1)).toBe(true)
    expect(cmsDefault.payload.crons).toHaveLength(0)
    expect(ownsCrons(jobs.payload)).toBe(true)
    expect(jobs.stops.some((stop) => stop.mock.calls.length > 0)).toBe(false)
  })

  it('without the start script, the first instance to tick owns them, and the claim of the start script wins later', () => {
    const first = instance()
    const second = instance()
    expect(ownsCrons(first.payload)).toBe(true)
    expect(ownsCrons(second.payload)).toBe(false)
    expect(ownsCrons(first.payload)).toBe(true)
    const jobs = instance()
    claimCrons(jobs.payload)
    expect(ownsCrons(first.payload)).toBe(false)
    expect(first.stops.every((stop) => stop.mock.calls.length === 1)).toBe(true)
    expect(ownsCrons(jobs.payload)).toBe(true)
  })
})
