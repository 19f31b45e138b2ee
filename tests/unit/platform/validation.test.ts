import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { firstIssue, parseInput, validateInput, whenObject } from '../../../src/platform/validation/validation'

/** The readers every input schema goes through: issues in the schema's field order, whole-input issues first. */
const Sample = z
  .object(
    {
      first: z.string({ error: 'First is required' }).max(3, 'First is too long'),
      second: z.string({ error: 'Second is required' }),
      third: z.string({ error: 'Third is required' }),
    },
    { error: 'Not an object' },
  )
  // Zod adds object-level issues after every field's; this one belongs before 'third'.
  .refine((value) => value.second !== 'x', { error: 'Second may not be x', path: ['second'], when: whenObject })
  .refine((value) => value.first !== value.third, { error: 'First and third must differ', when: whenObject })

const zodError = (fn: () => unknown) => {
  try {
    fn()
  } catch (err) {
    if (err instanceof z.ZodError) return err
    throw err
  }
  throw new Error('expected a ZodError')
}

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(Sample, { first: 'a', second: 'b', third: 'c', extra: 1 })).toEqual({ first: 'a', second: 'b', third: 'c' })
  })

  it('orders the issues by field, object-level checks in their field, whole-input issues first', () => {
    const err = zodError(() => parseInput(Sample, { first: 'abcd', second: 'x' }))
    expect(err.issues.map((issue) => issue.message)).toEqual(['First is too long', 'Second may not be x', 'Third is required'])
    const same = zodError(() => parseInput(Sample, { first: 'a', second: 'x', third: 'a' }))
    expect(same.issues.map((issue) => issue.message)).toEqual(['First and third must differ', 'Second may not be x'])
  })

  it.each([null, undefined, 'text', 42, [], true])('answers %j with the schema’s not-an-object message', (input) => {
    expect(zodError(() => parseInput(Sample, input)).issues.map((issue) => issue.message)).toEqual(['Not an object'])
  })
})

describe('validateInput', () => {
  it('gives each field its first message and the first message of all', () => {
    expect(validateInput(Sample, { first: 'abcd', second: 'x' })).toEqual({
      ok: false,
      errors: { first: 'First is too long', second: 'Second may not be x', third: 'Third is required' },
      message: 'First is too long',
    })
  })

  it('keeps whole-input messages out of the field errors', () => {
    expect(validateInput(Sample, [])).toEqual({ ok: false, errors: {}, message: 'Not an object' })
  })

  it('returns the value when all is well', () => {
    expect(validateInput(Sample, { first: 'a', second: 'b', third: 'c' })).toEqual({
      ok: true,
      value: { first: 'a', second: 'b', third: 'c' },
    })
  })
})

describe('firstIssue', () => {
  it('names the message and its field', () => {
    expect(firstIssue(zodError(() => parseInput(Sample, { first: 'a' })))).toEqual({ message: 'Second is required', field: 'second' })
  })

  it('has no field for a whole-input problem', () => {
    expect(firstIssue(zodError(() => parseInput(Sample, 'text')))).toEqual({ message: 'Not an object' })
  })
})
