// @vitest-environment jsdom
// Its imports reach the session module, which reads window.localStorage when loaded.
import { describe, expect, it } from 'vitest';
import { CHARTER_MESSAGES } from '@charter/shared';
import { newPassengerRow, newSector } from './defaults';
import {
  addDraftRow,
  commitDraft,
  draftErrors,
  hasUnsavedRows,
  openManifest,
  removeDraftRow,
  totalWeight,
  updateDraftRow,
} from './manifest';

describe('the manifest editor', () => {
  it('starts new rows at 0 kg (core section 3: "In the new-request form weights default to 0")', () => {
    expect(newPassengerRow()).toMatchObject({ passengerWeight: 0, freightWeight: 0, cargoWeight: 0, passengerName: '' });
  });

  it('knows when closing would lose rows', () => {
    let sector = openManifest(newSector());
    expect(hasUnsavedRows(sector)).toBe(false);
    sector = addDraftRow(sector);
    expect(hasUnsavedRows(sector)).toBe(true);
    const key = sector.manifestDraft![0]!.key;
    sector = commitDraft(updateDraftRow(sector, key, 'passengerName', 'Alex Smith'));
    sector = openManifest(sector);
    expect(hasUnsavedRows(sector)).toBe(false);
    expect(hasUnsavedRows(updateDraftRow(sector, key, 'cargoWeight', 10))).toBe(true);
    expect(hasUnsavedRows(removeDraftRow(sector, key))).toBe(true);
  });

  it('sets the passenger count to the list and totals passenger, bag and cargo weight', () => {
    let sector = openManifest(newSector({ passengerNumber: 2 }));
    sector = addDraftRow(addDraftRow(addDraftRow(sector)));
    const [a, b, c] = sector.manifestDraft!;
    sector = updateDraftRow(sector, a!.key, 'passengerWeight', 86);
    sector = updateDraftRow(sector, a!.key, 'cargoWeight', 30);
    sector = updateDraftRow(sector, b!.key, 'passengerWeight', 90);
    sector = updateDraftRow(sector, b!.key, 'freightWeight', '');
    sector = updateDraftRow(sector, c!.key, 'freightWeight', 15);
    expect(totalWeight(sector.manifestDraft!)).toBe(86 + 30 + 90 + 15);
    const saved = commitDraft(sector);
    expect(saved.passengerNumber).toBe(3);
    expect(saved.manifestDraft).toBeNull();
    expect(commitDraft(openManifest(newSector({ passengerNumber: 5 }))).passengerNumber).toBe(5);
  });

  it("checks rows with the spec's messages at the request's paths", () => {
    let sector = addDraftRow(addDraftRow(openManifest(newSector())));
    const [a, b] = sector.manifestDraft!;
    sector = updateDraftRow(sector, a!.key, 'passengerName', 'Alex Smith');
    sector = updateDraftRow(sector, a!.key, 'passengerWeight', 80);
    sector = updateDraftRow(sector, a!.key, 'contactNumber', 'call me');
    sector = updateDraftRow(sector, b!.key, 'passengerName', 'Sam Lee');
    expect(draftErrors(sector, 2)).toEqual({
      'routes.2.manifest.0.contactNumber': CHARTER_MESSAGES.contactNumber,
      'routes.2.manifest.1.passengerWeight': CHARTER_MESSAGES.passengerWeight,
    });
    // Cargo instead of a person needs no passenger weight.
    expect(draftErrors(updateDraftRow(sector, b!.key, 'cargoWeight', 50), 2)).toEqual({
      'routes.2.manifest.0.contactNumber': CHARTER_MESSAGES.contactNumber,
    });
  });
});
