import { describe, expect, it } from 'vitest'

import { fileNameFromUrl } from '../../../src/features/content/rules/media-input'
import { validateNews, validatePhoto, validateVideo } from '../../support/validators'

/** The bodies of the /admin/media calls (spec §5 'News', 'Video', 'Photo upload'). */

describe('fileNameFromUrl', () => {
  it('reads the file name of a URL as Payload serves uploads', () => {
    expect(fileNameFromUrl('/cms-api/documents/file/1767225600000-a1b2c3d4e5f6.pdf', 'documents')).toBe('1767225600000-a1b2c3d4e5f6.pdf')
    expect(fileNameFromUrl('/cms-api/images/file/camp%20photo.jpg', 'images')).toBe('camp photo.jpg')
  })

  it('takes the S3 form of the same URL, which ends in the storage prefix', () => {
    expect(fileNameFromUrl('/cms-api/gallery-thumbnails/file/1-b.jpg?prefix=gallery-photos%2Fthumbnails', 'gallery-thumbnails')).toBe(
      '1-b.jpg',
    )
    expect(fileNameFromUrl('/cms-api/documents/file/1-a.pdf?prefix=news-pdfs&x=1', 'documents')).toBe(false)
  })

  it('tells "absent" (keep) from "none" (null or empty)', () => {
    expect(fileNameFromUrl(undefined, 'documents')).toBeUndefined()
    expect(fileNameFromUrl(null, 'documents')).toBeNull()
    expect(fileNameFromUrl('', 'documents')).toBeNull()
  })

  it.each([
    ['a file of another collection', '/cms-api/images/file/x.jpg'],
    ['an outside URL', 'https://evil.example/x.pdf'],
    ['an outside URL with our path', 'https://evil.example/cms-api/documents/file/x.pdf'],
    ['a path climbing out', '/cms-api/documents/file/../../users/1'],
    ['an encoded slash', '/cms-api/documents/file/..%2F..%2Fx.pdf'],
    ['a query string', '/cms-api/documents/file/x.pdf?download=1'],
    ['no file name', '/cms-api/documents/file/'],
    ['a broken escape', '/cms-api/documents/file/%E0%A4%A.pdf'],
    ['a number', 42],
    ['an object', { url: '/cms-api/documents/file/x.pdf' }],
  ])('refuses %s', (_, value) => {
    expect(fileNameFromUrl(value, 'documents')).toBe(false)
  })
})

describe('validateNews', () => {
  const good = { title: '  Camp at Lucknow ', content: 'First line\nSecond line', pdfUrl: '/cms-api/documents/file/a.pdf', photoUrl: null }

  it('trims the text and reads the files', () => {
    expect(validateNews(good)).toEqual({
      ok: true,
      value: { title: 'Camp at Lucknow', content: 'First line\nSecond line', pdf: 'a.pdf', photo: null },
    })
    expect(validateNews({ title: 'T', content: 'C' })).toMatchObject({ ok: true, value: { pdf: undefined, photo: undefined } })
  })

  it.each([
    ['no title', { ...good, title: undefined }],
    ['a blank title', { ...good, title: '   ' }],
    ['no content', { ...good, content: '' }],
    ['a title that is not text', { ...good, title: 12 }],
  ])("says 'Please fill in all required fields' for %s", (_, body) => {
    expect(validateNews(body)).toEqual({ ok: false, message: 'Please fill in all required fields' })
  })

  it('refuses files from the wrong folder and overlong text', () => {
    expect(validateNews({ ...good, pdfUrl: '/cms-api/images/file/a.jpg' })).toEqual({
      ok: false,
      message: 'The PDF must be a file uploaded to news-pdfs.',
    })
    expect(validateNews({ ...good, photoUrl: '/cms-api/documents/file/a.pdf' })).toEqual({
      ok: false,
      message: 'The photo must be an image uploaded to news-photos.',
    })
    expect(validateNews({ ...good, title: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      message: 'The title must be at most 200 characters',
    })
    expect(validateNews({ ...good, content: 'x'.repeat(20001) })).toMatchObject({ ok: false })
    expect(validateNews([good])).toMatchObject({ ok: false })
  })
})

describe('validatePhoto', () => {
  const good = { title: 'Camp', imageUrl: '/cms-api/gallery-images/file/1-a.jpg', thumbnailUrl: '/cms-api/gallery-thumbnails/file/1-b.jpg' }

  it('needs a title and a gallery image; the thumbnail is optional', () => {
    expect(validatePhoto(good)).toEqual({ ok: true, value: { title: 'Camp', image: '1-a.jpg', thumbnail: '1-b.jpg' } })
    expect(validatePhoto({ ...good, thumbnailUrl: null })).toMatchObject({ ok: true, value: { thumbnail: null } })
    expect(validatePhoto({ ...good, title: ' ' })).toEqual({ ok: false, message: 'Title and image URL are required' })
    expect(validatePhoto({ ...good, imageUrl: '' })).toEqual({ ok: false, message: 'Title and image URL are required' })
  })

  it('refuses files of the other collections', () => {
    expect(validatePhoto({ ...good, imageUrl: good.thumbnailUrl })).toEqual({
      ok: false,
      message: 'The image must be a file uploaded to gallery-photos.',
    })
    expect(validatePhoto({ ...good, thumbnailUrl: good.imageUrl })).toEqual({
      ok: false,
      message: 'The thumbnail must be an image uploaded to gallery-photos/thumbnails.',
    })
  })
})

describe('validateVideo', () => {
  it('converts YouTube links to the embed form and keeps other web URLs', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/v/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(validateVideo({ title: 'T', videoUrl: url })).toMatchObject({
        ok: true,
        value: { videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
      })
    }
    expect(validateVideo({ title: 'T', description: ' About ', videoUrl: 'https://vimeo.com/76979871' })).toEqual({
      ok: true,
      value: { title: 'T', description: 'About', videoUrl: 'https://vimeo.com/76979871' },
    })
    expect(validateVideo({ title: 'T', description: '', videoUrl: 'http://example.org/v' })).toMatchObject({
      ok: true,
      value: { description: null },
    })
  })

  it("says 'Title and video URL are required' when either is missing", () => {
    expect(validateVideo({ title: '', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      ok: false,
      message: 'Title and video URL are required',
    })
    expect(validateVideo({ title: 'T' })).toEqual({ ok: false, message: 'Title and video URL are required' })
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.org/v.mp4',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
  ])('refuses %s as a video URL', (videoUrl) => {
    expect(validateVideo({ title: 'T', videoUrl })).toEqual({
      ok: false,
      message: 'Please enter a video URL starting with http:// or https://',
    })
  })
})
