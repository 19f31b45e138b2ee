import { bilingual } from '../../../platform/i18n/define'

/** The desk's clock on the office dashboard: the open cases past their due date. */
export const GRIEVANCE_DEADLINES_TEXT = bilingual(
  {
    overdueLabel: 'Overdue grievances',
    overdueLink: 'See the overdue grievances',
  },
  {
    overdueLabel: 'समय-सीमा पार शिकायतें',
    overdueLink: 'समय-सीमा पार शिकायतें देखें',
  },
)
