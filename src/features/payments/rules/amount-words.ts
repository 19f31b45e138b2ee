import type { Locale } from '../../../platform/i18n/locales'

/**
 * An amount in paise in words, as an Indian receipt writes it: Indian grouping
 * (thousand, lakh, crore), "Rupees … Only" in English and "… रुपये मात्र" in
 * Hindi. Hindi numbers 1–99 are not built from parts, so they are a table.
 */

const EN_ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

const HI_UPTO_99 = (
  ' एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस ' +
  'इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
  'इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी ' +
  'इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ')

const enUpto99 = (n: number) => (n < 20 ? EN_ONES[n] : `${EN_TENS[Math.floor(n / 10)]}${n % 10 ? `-${EN_ONES[n % 10]}` : ''}`)

const SCALES = [
  { size: 10_000_000, en: 'Crore', hi: 'करोड़' },
  { size: 100_000, en: 'Lakh', hi: 'लाख' },
  { size: 1_000, en: 'Thousand', hi: 'हज़ार' },
  { size: 100, en: 'Hundred', hi: 'सौ' },
] as const

/** A whole number in words (0 → ''): crores may themselves run past 99 ("One Hundred Crore"). */
function wholeInWords(n: number, lang: Locale): string {
  const words: string[] = []
  let rest = n
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size)
    if (count > 0) {
      words.push(count > 99 ? wholeInWords(count, lang) : lang === 'hi' ? HI_UPTO_99[count] : enUpto99(count), scale[lang])
      rest %= scale.size
    }
  }
  if (rest > 0) words.push(lang === 'hi' ? HI_UPTO_99[rest] : enUpto99(rest))
  return words.join(' ')
}

/** 10050 → 'Rupees One Hundred and Fifty Paise Only' / 'एक सौ रुपये और पचास पैसे मात्र'; null for what is not whole paise. */
export function amountInWords(paise: number, lang: Locale): string | null {
  if (!Number.isSafeInteger(paise) || paise < 0) return null
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  const rupeeWords = rupees ? wholeInWords(rupees, lang) : lang === 'hi' ? 'शून्य' : 'Zero'
  if (lang === 'hi') return `${rupeeWords} रुपये${rest ? ` और ${HI_UPTO_99[rest]} पैसे` : ''} मात्र`
  return `Rupees ${rupeeWords}${rest ? ` and ${enUpto99(rest)} Paise` : ''} Only`
}
