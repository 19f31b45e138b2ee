/** The privacy feature's validation rules (zod) and what sits beside them: for route handlers, other features, and forms that validate as you type. client.ts stays free of zod. */
export { DATA_REQUEST_MESSAGES, DataRequestInput, DecisionInput } from './rules/data-requests'
export { NOTICE_MESSAGES, NoticeConfirmationInput } from './rules/notice'
export { OPT_IN_INPUT_MESSAGES, OptInInput, WithdrawInput } from './rules/opt-in-input'
