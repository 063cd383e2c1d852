import { BIDDING_END_MESSAGE, TERMS_REQUIRED_MESSAGE, WORKFLOW_MESSAGES, type ItemActionDto } from '@charter/shared';

/** The server's words for missing extra data (workflow engine), shown before the call is made. */
export const REASON_REQUIRED = WORKFLOW_MESSAGES.reasonRequired;
export const STATES_REQUIRED = WORKFLOW_MESSAGES.statesRequired;

export interface ActionValues {
  reason: string | null;
  termsAccepted: boolean;
  states: string[];
  /** The datetime-local input's value, "YYYY-MM-DDTHH:mm" in the browser's time zone. */
  biddingEndDate: string;
}

/** POST /api/entityState/setItemStatus (core section 4 plus the action's extra data). */
export interface SetItemStatusBody {
  id: string;
  allowedActionId: string;
  entity: string;
  currentStatus: string;
  newStatus: string;
  reason: string;
  biddingEndDate?: string;
  states?: string[];
  termsAccepted?: boolean;
}

export type ActionErrors = Partial<Record<keyof ActionValues, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's zone. */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value back to an instant; null unless it is a real date and time. */
export function fromLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  // Rejects 31 February and the like, which Date would roll over into March.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date;
}

export function initialValues(action: ItemActionDto): ActionValues {
  const options = action.dataEntry.options;
  const preselected = action.dataEntry.preselected ?? [];
  return {
    reason: null,
    termsAccepted: false,
    // Preselected from the states of the charter's routes, as far as they are choices.
    states: options ? preselected.filter((s) => options.includes(s)) : preselected,
    biddingEndDate: '',
  };
}

/** The checks the server makes too, so the user learns at once (core section 5: "Bidding end date must be between ..."). */
export function validateAction(action: ItemActionDto, values: ActionValues, now: Date = new Date()): ActionErrors {
  const entry = action.dataEntry;
  switch (entry.dataTypeRequired) {
    case 'Reason':
      return values.reason ? {} : { reason: REASON_REQUIRED };
    case 'TermsAndConditions':
      return values.termsAccepted ? {} : { termsAccepted: TERMS_REQUIRED_MESSAGE };
    case 'CharterStateSelect':
      return values.states.length > 0 ? {} : { states: STATES_REQUIRED };
    case 'BiddingEndDate': {
      const end = fromLocalInput(values.biddingEndDate);
      const max = entry.max ? new Date(entry.max) : null;
      const ok = !!end && end.getTime() > now.getTime() && (!max || end.getTime() <= max.getTime());
      return ok ? {} : { biddingEndDate: BIDDING_END_MESSAGE };
    }
    default:
      return {};
  }
}

/** The call's body: only the extra data the action asked for; the reason defaults to "No Reason". */
export function actionPayload(
  entity: string,
  id: string,
  currentStatus: string,
  action: ItemActionDto,
  values: ActionValues,
): SetItemStatusBody {
  const body: SetItemStatusBody = {
    id,
    allowedActionId: action.id,
    entity,
    currentStatus,
    newStatus: action.nextState,
    reason: 'No Reason',
  };
  switch (action.dataEntry.dataTypeRequired) {
    case 'Reason':
      body.reason = values.reason ?? 'No Reason';
      break;
    case 'TermsAndConditions':
      body.termsAccepted = values.termsAccepted;
      body.reason = 'Accepted Terms';
      break;
    case 'CharterStateSelect':
      body.states = values.states;
      break;
    case 'BiddingEndDate': {
      const end = fromLocalInput(values.biddingEndDate);
      if (end) body.biddingEndDate = end.toISOString();
      break;
    }
  }
  return body;
}

/** Server per-field errors ({reason: [...]}) onto the dialog's fields. */
export function serverActionErrors(errors: Record<string, string[]> | undefined): ActionErrors {
  const out: ActionErrors = {};
  for (const field of ['reason', 'termsAccepted', 'states', 'biddingEndDate'] as const) {
    const first = errors?.[field]?.[0];
    if (first) out[field] = first;
  }
  return out;
}
