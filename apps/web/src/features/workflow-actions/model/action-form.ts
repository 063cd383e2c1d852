import {
  BIDDING_END_MESSAGE,
  DEFAULT_TIME_ZONE,
  TERMS_REQUIRED_MESSAGE,
  WORKFLOW_MESSAGES,
  localToInstant,
  type ItemActionDto,
} from '@charter/shared';

/** The server's words for missing extra data (workflow engine), shown before the call is made. */
export const REASON_REQUIRED = WORKFLOW_MESSAGES.reasonRequired;
export const STATES_REQUIRED = WORKFLOW_MESSAGES.statesRequired;

export interface ActionValues {
  reason: string | null;
  termsAccepted: boolean;
  states: string[];
  /** The bidding end's day as the date field holds it (YYYY-MM-DD, typed dd/MM/yyyy). */
  biddingEndDate: string;
  /** Its time of day, HH:mm; day and time are Brisbane time (AEST), never the browser's zone. */
  biddingEndTime: string;
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

/** The zone the bidding end is entered and shown in: one for every viewer (house rule 9). */
export const BIDDING_END_ZONE = DEFAULT_TIME_ZONE;

/** The typed day (YYYY-MM-DD) and time (HH:mm) in Brisbane time as an instant; null unless both are real. */
export function biddingEndInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!d) return null;
  const r = localToInstant(`${d[3]}/${d[2]}/${d[1]}`, time, BIDDING_END_ZONE);
  return r.ok ? new Date(r.instant) : null;
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
    biddingEndTime: '',
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
      const end = biddingEndInstant(values.biddingEndDate, values.biddingEndTime);
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
      const end = biddingEndInstant(values.biddingEndDate, values.biddingEndTime);
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
