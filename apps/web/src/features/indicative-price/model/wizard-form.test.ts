// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { describe, expect, it } from 'vitest';
import { indicativeFlightSchema, indicativePriceSchema } from '@charter/shared';
import { initialWizardForm, requestBody, returnNote, tripLabel } from './wizard-form';

const BNE = { name: 'Brisbane', state: 'QLD', altState: '', airport: 'Brisbane', code: '', latitude: -27.47, longitude: 153.02 };
const CNS = { name: 'Cairns', state: 'QLD', altState: '', airport: 'Cairns', code: '', latitude: -16.92, longitude: 145.74 };

describe('the price wizard form', () => {
  it('starts from the prefill and sends what the shared schema accepts', () => {
    const form = {
      ...initialWizardForm({ tripType: 'Return', from: BNE, to: CNS, passengers: 4 }),
      returnType: 'next' as const,
      preferredAircraft: 'Turboprop',
    };
    expect(indicativeFlightSchema.safeParse(requestBody(form)).success).toBe(true);
    const body = requestBody({ ...form, email: 'pat@example.com' });
    expect(body).toMatchObject({ from: { name: 'Brisbane', state: 'QLD', latitude: -27.47 }, passengers: 4, returnType: 'next' });
    expect(indicativePriceSchema.safeParse(body).success).toBe(true);
  });

  it('a one-way trip drops a return type chosen earlier', () => {
    const form = { ...initialWizardForm({ from: BNE, to: CNS }), returnType: 'same' as const };
    expect(requestBody(form).returnType).toBeNull();
  });

  it('an empty form gets the spec messages', () => {
    const r = indicativePriceSchema.safeParse(requestBody(initialWizardForm()));
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['From is required', 'To is required', 'Preferred Aircraft is required', 'Email is reuquired']),
    );
  });

  it('labels the trip and says what a return leaves out', () => {
    expect(tripLabel('Return', 'twoPlus')).toBe('Return, 2 or more days later');
    expect(tripLabel('OneWay', null)).toBe('One way');
    expect(returnNote('next')).toMatch(/Overnight costs .* not included/);
    expect(returnNote('same')).toMatch(/standby\) is not included/);
    expect(returnNote(null)).toBeNull();
  });
});
