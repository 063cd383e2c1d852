import { RETURN_TYPE_LABELS, type IndicativePriceInput, type ReturnType, type TripType } from '@charter/shared';
import { EMPTY_PLACE, type Place } from '../../../lib/places';

/** The wizard's values as the inputs hold them. */
export interface WizardForm {
  tripType: TripType;
  returnType: ReturnType | null;
  from: Place;
  to: Place;
  /** YYYY-MM-DD or ''. */
  departDate: string;
  passengers: number | string;
  preferredAircraft: string;
  charterType: string;
  email: string;
}

/** What a page may fill in before the wizard opens (the new-request form's first sector). */
export interface PricePrefill {
  tripType?: TripType;
  from?: Place;
  to?: Place;
  departDate?: string;
  passengers?: number;
}

export function initialWizardForm(prefill: PricePrefill = {}): WizardForm {
  return {
    tripType: prefill.tripType ?? 'OneWay',
    returnType: null,
    from: prefill.from ?? EMPTY_PLACE,
    to: prefill.to ?? EMPTY_PLACE,
    departDate: prefill.departDate ?? '',
    passengers: prefill.passengers ?? 2,
    preferredAircraft: '',
    charterType: '',
    email: '',
  };
}

const placeBody = (p: Place) => ({ name: p.name, state: p.state, latitude: p.latitude, longitude: p.longitude });

/** The body of POST indicativePrice (also what the shared schema checks in the browser). */
export function requestBody(f: WizardForm): IndicativePriceInput {
  return {
    tripType: f.tripType,
    returnType: f.tripType === 'Return' ? f.returnType : null,
    from: placeBody(f.from),
    to: placeBody(f.to),
    departDate: f.departDate,
    passengers: f.passengers as number,
    preferredAircraft: f.preferredAircraft,
    charterType: f.charterType as IndicativePriceInput['charterType'],
    email: f.email,
  };
}

/** The fields of each step, to go back to the step holding a message. */
export const FLIGHT_FIELDS = ['tripType', 'returnType', 'from', 'to', 'departDate', 'passengers', 'preferredAircraft', 'charterType'];

/** "Return, next day" / "One way". */
export function tripLabel(tripType: TripType, returnType: ReturnType | null): string {
  if (tripType !== 'Return') return 'One way';
  return returnType ? `Return, ${RETURN_TYPE_LABELS[returnType].toLowerCase()}` : 'Return';
}

/** What a return adds beyond the two legs the estimate counts. */
export function returnNote(returnType: ReturnType | null): string | null {
  switch (returnType) {
    case 'same':
      return 'Same-day return: both legs are flown the same day, so one day of flying must cover twice the distance. Waiting time on the ground (standby) is not included.';
    case 'next':
      return 'Next-day return: two legs, one each day. Overnight costs (crew accommodation, aircraft parking) are not included.';
    case 'twoPlus':
      return 'Return 2 or more days later: two legs. Overnight and standby costs for the days in between are not included; the operator may instead fly the aircraft home and back, which adds flying.';
    default:
      return null;
  }
}
