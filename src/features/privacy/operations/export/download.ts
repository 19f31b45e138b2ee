import { indiaDay } from '@/features/grievances/client'

/**
 * ?download=1 (or any value but 0/false): the export as a file named for the day
 * it was made in India (my-data-YYYY-MM-DD.json, a name that sorts); otherwise shown inline.
 */
export function downloadHeaders(request: Request, generatedAt: string): HeadersInit | undefined {
  const asked = new URL(request.url).searchParams.get('download')
  if (asked === null || asked === '0' || asked === 'false') return undefined
  return { 'Content-Disposition': `attachment; filename="${downloadName(generatedAt)}"` }
}

export const downloadName = (generatedAt: string) => `my-data-${indiaDay(new Date(generatedAt))}.json`
