import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/auth'
import { createUser, testPayload } from '../../support/payload'
import { signIn } from '../../support/admin-fixtures'
import { csvOf, dryRun, type DryRunBody, HEADER, importRoutes, rollRow, uniquePhone, upload } from '../../support/admin-import-fixtures'

/** POST /api/admin/members/import/dry-run: who may, what a bad file gets, and what the dry run reports. */
let payload: Payload
let routes: Awaited<ReturnType<typeof importRoutes>>
let token: string

beforeAll(async () => {
  payload = await testPayload()
  routes = await importRoutes()
  ;({ token } = await signIn(payload, 'admin'))
})

const message = async (res: Response) => ((await res.json()) as { message: string }).message

describe('who may import', () => {
  it('refuses anonymous callers (401) and members, editors and coordinators of any district (403), on every import route', async () => {
    const csv = csvOf([rollRow()])
    const { id } = await dryRun(routes, csv, token)
    expect((await upload(routes.dryRun, csv)).status).toBe(401)
    for (const [role, extra] of [
      ['member', {}],
      ['editor', {}],
      ['coordinator', { districts: ['Lucknow'] }],
      ['coordinator', { districts: ['Agra'] }],
    ] as const) {
      const other = (await signIn(payload, role, extra)).token
      expect((await upload(routes.dryRun, csv, other)).status, role).toBe(403)
      expect((await call(routes.commit, '/api/admin/members/import/commit', { body: { id }, token: other })).status, role).toBe(403)
      expect((await call(routes.status, `/api/admin/members/import/${id}`, { method: 'GET', token: other })).status, role).toBe(403)
    }
    // Nothing was committed by the refused calls.
    const status = await call(routes.status, `/api/admin/members/import/${id}`, { method: 'GET', token })
    expect(((await status.json()) as { status: string }).status).toBe('ready')
  })
})

describe('a file that cannot be imported', () => {
  it('answers 400 with a clear message for no file, an empty file, a body that is not a form, or a second-rate encoding', async () => {
    const notForm = await routes.dryRun(
      new Request('http://localhost/api/admin/members/import/dry-run', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: 'a,b',
      }),
    )
    expect(notForm.status).toBe(400)
    expect(await message(notForm)).toBe('Please choose a CSV file to import.')
    expect((await upload(routes.dryRun, '', token)).status).toBe(400)
    const latin1 = new Uint8Array([
      ...Buffer.from(`${HEADER}\r\nJos`),
      0xe9,
      ...Buffer.from(',a@b.org,7000000001,E1,Agra,,,01-01-1990,,,\r\n'),
    ])
    const res = await upload(routes.dryRun, latin1, token)
    expect(res.status).toBe(400)
    expect(await message(res)).toBe("The file is not UTF-8 text. In Excel, save it as 'CSV UTF-8'.")
  })

  it('names the missing columns, a repeated column, a broken quote and a header without rows', async () => {
    const missing = await upload(routes.dryRun, 'Name,Email,District\r\nA,a@b.org,Agra\r\n', token)
    expect(missing.status).toBe(400)
    expect(await message(missing)).toBe('The file has no column for: phone, ehrms, dob.')
    const twice = await upload(routes.dryRun, `${HEADER},EMAIL\r\n`, token)
    expect(await message(twice)).toBe('The column email appears twice in the header.')
    const broken = await upload(routes.dryRun, `${HEADER}\r\nA,a@b.org,7000000001,E1,Agra,,,01-01-1990,,,\r\n"B,b@b.org\r\n`, token)
    expect(broken.status).toBe(400)
    expect(await message(broken)).toMatch(/^The file could not be read as CSV \(line \d+\)\.$/)
    const empty = await upload(routes.dryRun, `${HEADER}\r\n\r\n`, token)
    expect(empty.status).toBe(400)
    expect(await message(empty)).toBe('The file has a header but no rows to import.')
  })

  it('answers 413 above 8 MB or above 20,000 rows, and nothing is stored', async () => {
    const before = (await payload.count({ collection: 'member-imports', overrideAccess: true })).totalDocs
    const big = await upload(routes.dryRun, `${HEADER}\r\n${'x'.repeat(8 * 1024 * 1024 + 10)}`, token)
    expect(big.status).toBe(413)
    expect(await message(big)).toBe('The file is too large. The limit is 8 MB.')
    const many = await upload(routes.dryRun, `${HEADER}\r\n${'A,a@b.org,7000000001,E1,Agra,,,01-01-1990,,,\r\n'.repeat(20_001)}`, token)
    expect(many.status).toBe(413)
    expect(await message(many)).toBe('The file has more than 20,000 rows. Please split it into smaller files.')
    expect((await payload.count({ collection: 'member-imports', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('the dry run', () => {
  it('reads a UTF-8 file with a byte-order mark and headers in any case, and reports each bad row by its line with every reason', async () => {
    const good = rollRow({ district: 'lucknow', name: 'सुनीता देवी' })
    const header = 'NAME,E-mail,Phone,EHRMS Code,District,Block,Ayushman,Date of Birth,joining_date,Paid Year,Receipt Reference,Remarks'
    const line = (r: ReturnType<typeof rollRow>, remark = '') =>
      [r.name, r.email, r.phone, r.ehrms, r.district, r.block, r.ayushman, r.dob, r.joiningDate, r.paidYear, r.receiptReference, remark]
        .map((v) => (/[",\n]/.test(v) ? `"${v}"` : v))
        .join(',')
    const csv =
      '\ufeff' +
      [
        header,
        line(good), // line 2
        line(rollRow({ email: 'not-an-email' })), // line 3
        line(rollRow({ name: '', district: 'Atlantis', dob: '31-02-1990' })), // line 4
        line(rollRow({ block: 'Line one\nline two' }), 'spans lines 5 and 6'), // lines 5-6
        '', // line 7: blank, skipped
        line(rollRow({ phone: '12345', paidYear: '1999' })), // line 8
        line(rollRow({ receiptReference: 'RB-12' })), // line 9
        'Too,few,cells', // line 10
      ].join('\r\n')
    const body = await dryRun(routes, csv, token)
    expect(body.counts).toEqual({
      rows: 7,
      create: 2,
      update: 0,
      unchanged: 0,
      errors: 5,
      duplicates: 0,
      duesToRecord: 0,
      duesAlreadyPaid: 0,
    })
    expect(body.creates.map((c) => c.line)).toEqual([2, 5])
    expect(body.creates[0]).toMatchObject({ ehrms: good.ehrms, email: good.email })
    expect(body.ignoredColumns).toEqual(['Remarks'])
    const byLine = Object.fromEntries(body.errors.map((e) => [e.line, e.problems]))
    expect(byLine[3]).toEqual([{ field: 'email', message: 'Please enter a valid email address' }])
    expect(byLine[4]).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'dob', message: 'Please enter a valid date' },
      { field: 'district', message: 'Please select a district from the list' },
    ])
    expect(byLine[8]).toEqual([
      { field: 'phone', message: 'Please enter a valid 10-digit phone number' },
      { field: 'paidYear', message: expect.stringMatching(/^Paid year must be a year from 2000 to \d{4}$/) },
    ])
    expect(byLine[9]).toEqual([{ field: 'receiptReference', message: 'A receipt reference needs a paid year' }])
    expect(byLine[10]).toEqual([{ field: null, message: 'This row has 3 cells; the header has 12.' }])
  })

  it('refuses a row whose EHRMS code, e-mail or phone an earlier row of the file already has, naming that line', async () => {
    const first = rollRow()
    const csv = csvOf([
      first,
      rollRow({ ehrms: first.ehrms }),
      rollRow({ email: first.email.toUpperCase() }),
      rollRow({ phone: first.phone.replace(/^(\d{5})/, '$1 ') }),
    ])
    const body = await dryRun(routes, csv, token)
    expect(body.counts).toMatchObject({ rows: 4, create: 1, duplicates: 3, errors: 0 })
    expect(body.duplicates).toEqual([
      {
        line: 3,
        key: 'ehrms',
        value: first.ehrms,
        message: 'The same EHRMS code is already on line 2 of this file',
        otherLine: 2,
        otherMemberId: null,
      },
      {
        line: 4,
        key: 'email',
        value: first.email,
        message: 'The same e-mail is already on line 2 of this file',
        otherLine: 2,
        otherMemberId: null,
      },
      {
        line: 5,
        key: 'phone',
        value: first.phone,
        message: 'The same phone number is already on line 2 of this file',
        otherLine: 2,
        otherMemberId: null,
      },
    ])
  })

  it('matches a member by EHRMS code (what would change), and refuses an e-mail or phone of another member or an office account', async () => {
    const member = await createUser(payload, 'member', {
      phone: uniquePhone(),
      district: 'Agra',
      block: 'Bah',
      dob: '1988-05-05T06:30:00.000Z',
    })
    const other = await createUser(payload, 'member', { phone: uniquePhone() })
    const editor = await createUser(payload, 'editor')
    const same = rollRow({
      ehrms: member.ehrms!,
      email: member.email,
      phone: member.phone!,
      name: 'Renamed Member',
      district: 'Agra',
      block: '',
      dob: '05-05-1988',
    })
    const rows = [
      same,
      rollRow({ email: other.email }),
      rollRow({ phone: other.phone! }),
      rollRow({ email: editor.email }),
      rollRow({ ehrms: editor.ehrms! }),
    ]
    const body = await dryRun(routes, csvOf(rows), token)
    expect(body.counts).toMatchObject({ rows: 5, create: 0, update: 1, duplicates: 4, errors: 0 })
    expect(body.updates).toEqual([
      {
        line: 2,
        memberId: member.id,
        ehrms: member.ehrms,
        name: 'Renamed Member',
        // The blank block keeps what is stored; the fields the member has the same are not listed.
        changes: [
          { field: 'name', from: member.name, to: 'Renamed Member' },
          { field: 'ayushman', from: null, to: 'AAM Mohanlalganj' },
          { field: 'joiningDate', from: null, to: '2019-04-01' },
        ],
      },
    ])
    const dups = body.duplicates.map((d) => [d.line, d.key, d.message, d.otherMemberId])
    expect(dups).toEqual([
      [3, 'email', `This e-mail belongs to another member (EHRMS ${other.ehrms})`, other.id],
      [4, 'phone', `This phone number belongs to another member (EHRMS ${other.ehrms})`, other.id],
      [5, 'email', 'This e-mail belongs to an office account, not a member', editor.id],
      [6, 'ehrms', 'This EHRMS code belongs to an office account, not a member', editor.id],
    ])
  })

  it("reports each row's problems in the caller's language: Hindi to a Hindi caller, the spec's English to anyone else", async () => {
    const first = rollRow()
    const csv = csvOf([first, rollRow({ email: 'not-an-email' }), rollRow({ ehrms: first.ehrms })])
    const hindi = await upload(routes.dryRun, csv, token, 'roll.csv', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' })
    expect(hindi.status).toBe(201)
    const body = (await hindi.json()) as DryRunBody
    expect(body.errors).toEqual([{ line: 3, problems: [{ field: 'email', message: 'कृपया सही ई-मेल पता लिखें' }] }])
    expect(body.duplicates.map((d) => [d.line, d.key, d.message])).toEqual([[4, 'ehrms', 'यही EHRMS कोड इस फ़ाइल की पंक्ति 2 में पहले से है']])
    const english = await dryRun(routes, csv, token)
    expect(english.errors).toEqual([{ line: 3, problems: [{ field: 'email', message: 'Please enter a valid email address' }] }])
    expect(english.duplicates.map((d) => d.message)).toEqual(['The same EHRMS code is already on line 2 of this file'])
    // The file's own refusals too.
    const missing = await upload(routes.dryRun, 'Name,Email,District\r\nA,a@b.org,Agra\r\n', token, 'roll.csv', { 'accept-language': 'hi' })
    expect(await message(missing)).toBe('फ़ाइल में इनका कॉलम नहीं है: phone, ehrms, dob।')
  })

  it('reports a paid year already paid (or revoked) for that member as left alone, and an unpaid one as to record', async () => {
    const dob = '1990-01-01T06:30:00.000Z'
    const paid = await createUser(payload, 'member', { phone: uniquePhone(), dob })
    const unpaid = await createUser(payload, 'member', { phone: uniquePhone(), dob })
    await payload.create({
      collection: 'memberships',
      data: { user: paid.id, membershipYear: '2024', status: 'paid', amount: 10000, membershipId: `UPCHO-2024-9${paid.id}` },
      overrideAccess: true,
    })
    const asStored = (u: typeof paid) =>
      rollRow({
        ehrms: u.ehrms!,
        email: u.email,
        phone: u.phone!,
        name: u.name,
        district: 'Agra',
        block: '',
        ayushman: '',
        dob: '01-01-1990',
        joiningDate: '',
        paidYear: '2024',
        receiptReference: 'RB-7',
      })
    const body = await dryRun(routes, csvOf([asStored(paid), asStored(unpaid)]), token)
    // Nothing else differs: the paid one is unchanged, the unpaid one only gets its dues.
    expect(body.counts).toMatchObject({ create: 0, update: 0, unchanged: 1 })
    expect(body.alreadyPaid).toEqual([{ line: 2, ehrms: paid.ehrms, year: '2024', status: 'paid' }])
    expect(body.dues).toEqual([{ line: 3, ehrms: unpaid.ehrms, memberId: unpaid.id, year: '2024', reference: 'RB-7' }])
    expect(body.counts).toMatchObject({ duesToRecord: 1, duesAlreadyPaid: 1 })
  })
})

describe('commit and status: bad input', () => {
  it('answers 400 without an id, 404 for an unknown import', async () => {
    const missing = await call(routes.commit, '/api/admin/members/import/commit', { body: {}, token })
    expect(missing.status).toBe(400)
    expect(await message(missing)).toBe('Please send the id of the dry run to commit.')
    expect((await call(routes.commit, '/api/admin/members/import/commit', { body: { id: 'abc' }, token })).status).toBe(400)
    expect((await call(routes.commit, '/api/admin/members/import/commit', { raw: 'not json', token })).status).toBe(400)
    const unknown = await call(routes.commit, '/api/admin/members/import/commit', { body: { id: 999_999 }, token })
    expect(unknown.status).toBe(404)
    expect(await message(unknown)).toBe('Import not found')
    expect((await call(routes.status, '/api/admin/members/import/999999', { method: 'GET', token })).status).toBe(404)
    expect((await call(routes.status, '/api/admin/members/import/x1', { method: 'GET', token })).status).toBe(404)
  })
})
