/**
 * The footer's copyright line with the present year. The CMS keeps the line as
 * it was written ('© 2025 …', the year the site opened, spec §1); a year the
 * office must remember to change every January stays wrong, so the year after
 * © (the last of a range, '© 2024–2025') is shown as `year`. The rest of the
 * line is the office's, word for word.
 */
export function copyrightThisYear(line: string, year: string): string {
  return line.replace(/(©\s*(?:\d{4}\s*[-–]\s*)?)\d{4}(?!\d)/, `$1${year}`)
}
