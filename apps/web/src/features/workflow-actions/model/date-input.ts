// The Open Bidding end is typed like every date and time (lib/date-input.ts).
export { formatTimeInput, parseStrictDate } from '../../../lib/date-input';
